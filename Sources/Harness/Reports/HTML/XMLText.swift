import Domain

/// Text made safe for XML and XHTML documents: the HTML report, its SVG and the JUnit output
/// are all well-formed XML.
enum XMLText {
  /// `text` escaped for element content and attribute values, by the one escaper of the
  /// workbench (``XMLEscaping``).
  static func escape(_ text: String) -> String {
    XMLEscaping.escaped(text)
  }


  /// An element with `attributes` (in the order given) and already-escaped `content`; an
  /// element without content closes itself.
  static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], content: String? = nil
  ) -> String {
    var tag = "<\(name)"
    for (key, value) in attributes { tag += " \(key)=\"\(escape(value))\"" }
    guard let content else { return tag + "/>" }
    return tag + ">" + content + "</\(name)>"
  }

  /// An element without attributes holding `text`, escaped.
  static func text(_ name: String, _ text: String) -> String {
    element(name, [:], content: escape(text))
  }

  /// An element holding `text`, escaped.
  static func text(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ text: String
  ) -> String {
    element(name, attributes, content: escape(text))
  }

  /// A number for an SVG coordinate: at most two decimals, no exponent.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
