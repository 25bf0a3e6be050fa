
/// The outer `<svg>` element of a chart or diagram, and the lines they draw.
enum SVGDocument {
  /// A line of CSS class `kind` from (x1, y1) to (x2, y2).
  static func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ kind: String)
    -> String
  {
    XMLText.element(
      "line",
      [
        "class": kind, "x1": XMLText.number(x1), "y1": XMLText.number(y1),
        "x2": XMLText.number(x2), "y2": XMLText.number(y2),
      ])
  }

  /// `parts` in an `svg` element of the given size, labelled for assistive technology: a
  /// `<title>` (`label`) and a `<desc>` (`description`, or the label) come first.
  static func wrap(
    _ parts: [String], width: Double, height: Double, label: String, description: String? = nil
  ) -> String {
    let heading = XMLText.text("title", label) + XMLText.text("desc", description ?? label)
    return XMLText.element(
      "svg",
      [
        "class": "chart", "width": XMLText.number(width.rounded(.up)),
        "height": XMLText.number(height.rounded(.up)),
        "viewBox":
          "0 0 \(XMLText.number(width.rounded(.up))) \(XMLText.number(height.rounded(.up)))",
        "role": "img", "aria-label": label,
      ], content: heading + "\n" + parts.joined(separator: "\n"))
  }
}
