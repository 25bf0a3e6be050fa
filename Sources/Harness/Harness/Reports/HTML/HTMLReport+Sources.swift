import SceneContract

// MARK: - Sources side by side

extension HTMLReport {
  /// The variants' files for the feature in one table: a row per file name (so parallel files
  /// line up), a column per variant, each file with line numbers. A checkbox per variant shows
  /// or hides its column, with CSS alone.
  static func sideBySide(_ feature: FeatureReport, sources: [VariantID: [SourceListing.File]])
    -> String
  {
    let variants = feature.variants.map(\.variant).filter { sources[$0] != nil }
    let paths = Set(variants.flatMap { sources[$0]?.map(\.path) ?? [] }).sorted()
    guard !paths.isEmpty else { return "" }
    let toggles = variants.map { variant in
      let id = "source-\(feature.feature.rawValue)-\(variant.rawValue)"
      return XMLText.element(
        "input",
        ["type": "checkbox", "id": id, "class": "toggle-\(variant.rawValue)", "checked": "checked"])
    }
    let labels = variants.map { variant in
      XMLText.text(
        "label", ["for": "source-\(feature.feature.rawValue)-\(variant.rawValue)"],
        variant.rawValue)
    }
    let head = XMLText.element(
      "tr", [:],
      content: XMLText.text("th", [:], "file")
        + variants.map { XMLText.text("th", ["class": "v-\($0.rawValue)"], $0.rawValue) }.joined())
    let rows = paths.map { path in
      let cells = variants.map { variant -> String in
        guard let file = sources[variant]?.first(where: { $0.path == path }) else {
          return XMLText.text("td", ["class": "v-\(variant.rawValue) missing"], "–")
        }
        return XMLText.element(
          "td", ["class": "v-\(variant.rawValue)"], content: numbered(file.text))
      }
      return XMLText.element(
        "tr", [:],
        content: XMLText.element("th", ["class": "file"], content: XMLText.text("code", [:], path))
          + cells.joined())
    }
    return XMLText.text("h3", [:], "Sources side by side")
      + XMLText.element(
        "div", ["class": "sources"],
        content: toggles.joined()
          + XMLText.element(
            "p", ["class": "toggles"],
            content: XMLText.escape("Show: ") + labels.joined(separator: " "))
          + XMLText.element(
            "div", ["class": "code-grid"],
            content: XMLText.element(
              "table", ["class": "code"], content: head + rows.joined())))
  }

  /// `text` as a `pre` block with a line number before each line and comment lines marked.
  static func numbered(_ text: String) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    let width = String(lines.count).count
    let body = lines.enumerated().map { index, line in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: width - number.count) + number
      let trimmed = line.drop { $0 == " " }
      let code =
        trimmed.hasPrefix("//")
        ? XMLText.text("span", ["class": "cm"], String(line)) : XMLText.escape(String(line))
      return XMLText.text("span", ["class": "ln"], padded) + " " + code
    }
    return XMLText.element("pre", [:], content: body.joined(separator: "\n"))
  }
}
