import SceneContract

// MARK: - Sources side by side

extension HTMLReport {
  /// The variants' files for the feature, a collapsible table per role (so the view model of
  /// one style sits beside the presenter or interactor of another; the first role open), a
  /// column per variant, each file with its name and line numbers. A checkbox per variant
  /// shows or hides its column, with CSS alone.
  static func sideBySide(
    _ feature: FeatureReport, sources: [VariantID: [SourceListing.File]],
    in report: WorkbenchReport
  ) -> String {
    let variants = feature.variants.map(\.variant).filter { sources[$0] != nil }
    let pairing = RolePairing(feature: feature.feature, variants: variants, report: report)
    guard !pairing.roles.isEmpty else { return "" }
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
      content: XMLText.text("th", [:], "role")
        + variants.map { XMLText.text("th", ["class": "v-\($0.rawValue)"], $0.rawValue) }.joined())
    let rows = pairing.roles.enumerated().map { index, role in
      let cells = variants.map { variant -> String in
        let files = pairing.paths(of: variant, playing: role).compactMap { path in
          sources[variant]?.first { $0.path == path }
        }
        guard !files.isEmpty else {
          return XMLText.text("td", ["class": "v-\(variant.rawValue) missing"], "–")
        }
        let listings = files.map { file in
          XMLText.text("p", ["class": "file"], file.path) + numbered(file.text)
        }
        return XMLText.element(
          "td", ["class": "v-\(variant.rawValue)"], content: listings.joined())
      }
      let row = XMLText.element(
        "tr", [:],
        content: XMLText.element("th", ["class": "file"], content: XMLText.text("code", [:], role))
          + cells.joined())
      let summary = XMLText.element(
        "summary", [:], content: XMLText.text("code", [:], role) + XMLText.escape(" files"))
      let table = XMLText.element(
        "div", ["class": "code-grid", "tabindex": "0", "role": "region", "aria-label": "\(feature.feature.rawValue): \(role) files"],
        content: XMLText.element("table", ["class": "code"], content: head + row))
      let attributes: KeyValuePairs<String, String> =
        index == 0 ? ["class": "role", "open": "open"] : ["class": "role"]
      return XMLText.element("details", attributes, content: summary + table)
    }
    return XMLText.text("h3", [:], "Sources side by side, by role")
      + XMLText.element(
        "div", ["class": "sources"],
        content: toggles.joined()
          + XMLText.element(
            "p", ["class": "toggles"],
            content: XMLText.escape("Show: ") + labels.joined(separator: " "))
          + XMLText.element("div", ["class": "roles"], content: rows.joined()))
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
