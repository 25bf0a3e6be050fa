import Engine
import SceneContract

// MARK: - One feature

extension HTMLReport {
  static func feature(
    _ feature: FeatureReport, sources: [VariantID: [SourceListing.File]],
    patches: [String: String] = [:], in report: WorkbenchReport
  ) -> String {
    let parts = [
      failures(feature), tradeOffs(feature),
      charts(feature, palette: StylePalette(report)),
      flows(feature), behavior(feature), experiments(feature, patches: patches),
      report.mutation.map { mutation($0, feature: feature.feature) } ?? "",
      sideBySide(feature, sources: sources, in: report),
    ]
    // The section folds under its heading: on a phone a reader opens the feature they want.
    let heading = XMLText.element(
      "summary", [:], content: XMLText.text("h2", [:], feature.feature.rawValue))
    return XMLText.element(
      "section", ["id": anchor(feature.feature), "class": "feature"],
      content: XMLText.element(
        "details", ["class": "feature", "open": "open"],
        content: heading + "\n" + parts.filter { !$0.isEmpty }.joined(separator: "\n")))
  }

  /// The id of a feature's flow diagrams.
  static func flowsAnchor(_ feature: FeatureID) -> String { "flows-\(feature.rawValue)" }

  static func tradeOffs(_ feature: FeatureReport) -> String {
    let headers = [
      "variant", "lines", "files", "types", "renders / input", "platform crossings / input", "set-up",
      "median / input", "× per input", "allocs / input", "bytes / input", "median / scenario", "ratio to fastest (95 % CI)",
      "passed", "leaks",
    ]
    var rows = [row(headers, header: true)]
    let best: [Set<Int>] = [
      feature.best { Double($0.linesOfCode) }, feature.best { Double($0.files) },
      feature.best { Double($0.types) }, feature.best(\.rendersPerInput),
      feature.best(\.boundaryCrossingsPerInput), feature.best(\.medianNsSetUp),
      feature.best(\.medianNsPerInput), feature.best(feature.perInputRatio),
      feature.best(\.allocationsPerInput), feature.best(\.allocatedBytesPerInput),
      feature.best(\.medianNsPerScenario),
    ]
    for (index, variant) in feature.variants.enumerated() {
      let passed = variant.behaviorPassed
      func time(_ value: Double?) -> String {
        guard passed else { return "not ranked" }
        return value.map { CostFormat.duration(nanoseconds: $0) } ?? "–"
      }
      let figures = [
        "\(variant.linesOfCode)", "\(variant.files)", "\(variant.types)",
        decimal(variant.rendersPerInput), decimal(variant.boundaryCrossingsPerInput),
        time(variant.medianNsSetUp), time(variant.medianNsPerInput),
        feature.perInputRatio(variant).map(CostFormat.ratio) ?? "–",
        variant.allocationsPerInput.map { CostFormat.decimal($0, places: 1) } ?? "–",
        variant.allocatedBytesPerInput.map(CostFormat.bytes) ?? "–",
        time(variant.medianNsPerScenario),
      ]
      var cells = [XMLText.text("td", ["class": "variant"], variant.variant.rawValue)]
      for (column, text) in figures.enumerated() {
        cells.append(numberCell(text, best: best[column].contains(index)))
      }
      let tied = feature.isTied(variant)
      cells.append(
        numberCell(
          feature.ratioLabel(variant),
          best: feature.isBestRatio(variant) && feature.ranked.count > 1,
          extra: tied ? "tied" : passed ? "" : "unranked"))
      cells.append(
        XMLText.text(
          "td", ["class": passed ? "pass" : "fail"],
          "\(variant.scenariosPassed)/\(variant.scenariosTotal)"))
      cells.append(
        XMLText.text("td", ["class": variant.leaks ? "fail" : "pass"], variant.leaks ? "leak" : "none"))
      rows.append(XMLText.element("tr", [:], content: cells.joined()))
    }
    let folder: String = sourceFolder(feature.feature)
    let legend: String =
      "Lines: non-blank, non-comment lines of Sources/Variants/<Variant>/\(folder)/. Renders and boundary crossings are "
      + "counted over every scenario's input steps (a platform crossing is one recorded arrow "
      + "of the flow diagrams below: an input passing between the style and the UIKit, "
      + "CoreLocation, HTTP, web view or reactive runtime stand-ins; calls between the style's "
      + "own roles, such as Clean Swift's view → interactor → presenter loop, are left out "
      + "of this column: the diagrams show them, read from the source). Median / input: the "
      + "input steps' median time divided by their inputs, the median over scenarios. Ratio: "
      + "geometric mean over scenarios of the median divided by the fastest variant's, with "
      + "its 95 % interval; \"tied\" when that interval overlaps the cheapest's (the "
      + "difference is noise, not a ranking). Set-up: building and loading the screen, kept "
      + "apart from the cost per input (a scenario's time includes it). Bold: the best value "
      + "of its column among the variants that passed every scenario. A variant that failed a "
      + "scenario is not timed, ranked or marked."
    let sentence = feature.costSentence.map { text in
      XMLText.element(
        "p", ["class": "cost-sentence"],
        content: XMLText.escape(text + " ")
          + XMLText.text(
            "a", ["href": "#\(flowsAnchor(feature.feature))"], "How each style handles an input"))
    } ?? ""
    return XMLText.text("h3", [:], "Trade-offs") + sentence
      + scrollBox(
        XMLText.element("table", ["class": "trade-offs"], content: rows.joined()),
        label: "Trade-offs of \(feature.feature.rawValue)")
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
      + scrollBox(
        XMLText.element("table", ["class": "matrix"], content: rows.joined()),
        label: "Behaviour of \(feature.feature.rawValue)")
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
    return XMLText.element(
      "pre", ["class": "diff", "tabindex": "0"], content: lines.joined(separator: "\n"))
  }

  /// A right-aligned figure; the best of its column in bold.
  static func numberCell(_ text: String, best: Bool, extra: String = "") -> String {
    let cssClass = ["number", best ? "best" : "", extra].filter { !$0.isEmpty }
      .joined(separator: " ")
    let content = best ? XMLText.text("strong", [:], text) : XMLText.escape(text)
    return XMLText.element("td", ["class": cssClass], content: content)
  }

  static func decimal(_ value: Double?) -> String {
    value.map { CostFormat.decimal($0, places: 2) } ?? "–"
  }
}
