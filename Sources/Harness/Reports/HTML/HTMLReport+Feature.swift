import Engine
import SceneContract

// MARK: - One feature

extension HTMLReport {
  static func feature(
    _ feature: FeatureReport, sources: [VariantID: [SourceListing.File]],
    in report: WorkbenchReport
  ) -> String {
    let parts = [
      XMLText.text("h2", [:], feature.feature.rawValue), failures(feature), tradeOffs(feature),
      charts(feature, palette: StylePalette(report)),
      flows(feature), behavior(feature),
      sideBySide(feature, sources: sources, in: report),
    ]
    return XMLText.element(
      "section", ["id": anchor(feature.feature), "class": "feature"],
      content: parts.filter { !$0.isEmpty }.joined(separator: "\n"))
  }

  static func tradeOffs(_ feature: FeatureReport) -> String {
    let headers = [
      "variant", "lines", "files", "types", "renders / input", "crossings / input",
      "median / input", "median / scenario", "ratio to fastest", "passed", "leaks",
    ]
    var rows = [row(headers, header: true)]
    for variant in feature.variants {
      let cells = [
        variant.variant.rawValue, "\(variant.linesOfCode)", "\(variant.files)",
        "\(variant.types)", decimal(variant.rendersPerInput),
        decimal(variant.boundaryCrossingsPerInput),
        variant.medianNsPerInput.map { CostFormat.duration(nanoseconds: $0) } ?? "–",
        variant.medianNsPerScenario.map { CostFormat.duration(nanoseconds: $0) } ?? "–",
        variant.summaryRatio.map(CostFormat.ratio) ?? "–",
        "\(variant.scenariosPassed)/\(variant.scenariosTotal)", variant.leaks ? "leak" : "none",
      ]
      let passed = variant.scenariosPassed == variant.scenariosTotal
      rows.append(
        row(
          cells,
          classes: ["variant"] + Array(repeating: "number", count: 8)
            + [passed ? "pass" : "fail", variant.leaks ? "fail" : "pass"]))
    }
    let folder: String = sourceFolder(feature.feature)
    let legend: String =
      "Lines: non-blank, non-comment lines of Sources/Variants/<Variant>/\(folder)/. Renders and boundary crossings are "
      + "counted over every scenario's input steps (a crossing is one arrow of the flow "
      + "diagrams below: an input passing from one layer to another). Median / input: the "
      + "input steps' median time divided by their inputs, the median over scenarios. Ratio: "
      + "geometric mean over scenarios of the median divided by the fastest variant's."
    return XMLText.text("h3", [:], "Trade-offs")
      + XMLText.element("table", ["class": "trade-offs"], content: rows.joined())
      + XMLText.text("p", ["class": "legend"], legend)
  }

  static func behavior(_ feature: FeatureReport) -> String {
    var rows = [row(["scenario"] + feature.variants.map(\.variant.rawValue), header: true)]
    for scenario in feature.scenarios {
      let cells = feature.variants.map { variant -> String in
        let link = XMLText.element(
          "a", ["href": "#\(failureAnchor(feature.feature, variant.variant, scenario.name))"],
          content: "✗")
        switch variant.scenarios.first(where: { $0.scenario == scenario.name })?.behavior {
        case .pass: return XMLText.text("td", ["class": "pass"], "✓")
        case .fail: return XMLText.element("td", ["class": "fail"], content: link)
        case .error: return XMLText.element("td", ["class": "fail"], content: link + " error")
        case nil: return XMLText.text("td", ["class": "none"], "–")
        }
      }
      let name = XMLText.element(
        "th", ["title": scenario.summary], content: XMLText.text("code", [:], scenario.name))
      rows.append(XMLText.element("tr", [:], content: name + cells.joined()))
    }
    return XMLText.text("h3", [:], "Behaviour")
      + XMLText.element("table", ["class": "matrix"], content: rows.joined())
  }

  /// A unified diff with removed, added and hunk lines marked for colour.
  static func diffBlock(_ diff: String) -> String {
    let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = String(line)
      let kind: String
      if text.hasPrefix("+++") || text.hasPrefix("---") {
        kind = "file"
      } else if text.hasPrefix("@@") {
        kind = "hunk"
      } else if text.hasPrefix("+") {
        kind = "add"
      } else if text.hasPrefix("-") {
        kind = "del"
      } else {
        kind = "ctx"
      }
      return XMLText.text("span", ["class": kind], text)
    }
    return XMLText.element("pre", ["class": "diff"], content: lines.joined(separator: "\n"))
  }

  static func decimal(_ value: Double?) -> String {
    value.map { CostFormat.decimal($0, places: 2) } ?? "–"
  }
}
