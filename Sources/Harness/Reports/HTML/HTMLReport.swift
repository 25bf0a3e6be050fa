import Engine
import SceneContract

/// Renders a ``WorkbenchReport`` as one self-contained HTML page: inline CSS and SVG, no
/// scripts, fonts or anything else fetched, and well-formed XML, so it opens in any browser
/// and parses with any XML parser.
///
/// The page holds an overview (features × variants), then per feature a trade-offs table,
/// charts, the flow diagrams of its representative step, the behaviour matrix, the diff of
/// every failure, and the variants' sources side by side.
public enum HTMLReport {
  /// The whole page.
  public static func render(_ report: WorkbenchReport, sources: SourceListing = SourceListing())
    -> String
  {
    var main = [overview(report)]
    if let undeclared = report.undeclared, !undeclared.isEmpty {
      main.append(
        XMLText.element(
          "section", ["id": "not-declared"],
          content: XMLText.text("h2", [:], "Not declared")
            + XMLText.element(
              "ul", [:],
              content: undeclared.map { XMLText.text("li", [:], $0.sentence) }.joined())))
    }
    main += report.features.map {
      feature(
        $0, sources: sources.files[$0.feature] ?? [:], patches: sources.patches, in: report)
    }
    if let figures = report.scaling, !figures.isEmpty { main.append(scaling(figures, in: report)) }
    if let record = report.fuzzing { main.append(fuzzing(record)) }
    if let figures = report.runtimeBenchmarks, !figures.isEmpty {
      main.append(runtimeBenchmarks(figures))
    }
    var body = [
      header(report), navigation(report),
      XMLText.element("main", [:], content: main.joined(separator: "\n")),
    ]
    body.append(
      XMLText.text(
        "footer", [:],
        "Written by workbench from report.json (schema version \(report.schemaVersion)). "
          + "Charts and diagrams are drawn from the same numbers."))
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8"/>
      <meta name="viewport" content="width=device-width, initial-scale=1"/>
      <title>Architecture Workbench report</title>
      <style>
      \(HTMLStyle.css)
      \(HTMLStyle.toggles(for: report.orderedVariants))
      </style>
      </head>
      <body>
      \(body.joined(separator: "\n"))
      </body>
      </html>

      """
  }

  // MARK: - Header and overview

  static func header(_ report: WorkbenchReport) -> String {
    let run = report.run
    let results = report.features.flatMap(\.variants).flatMap(\.scenarios)
    let failing = results.filter { $0.behavior != .pass }.count
    let verdict =
      failing == 0
      ? "All \(results.count) scenario runs behaved identically across variants."
      : "\(failing) of \(results.count) scenario runs failed; their diffs are below."
    let meta =
      "\(run.date) · \(run.buildConfiguration) build · \(run.machineCores) cores · "
      + "\(run.warmup) warm-up + \(run.iterations) timed runs per scenario × variant · "
      + run.command
    return XMLText.element(
      "header", [:],
      content: XMLText.text("h1", [:], "Architecture Workbench report")
        + XMLText.text("p", ["class": "meta"], meta)
        + XMLText.text("p", ["class": "caveat"], CostCaveat.standIns)
        + verdictParagraph(verdict, failingAnchor: failing == 0 ? nil : firstFailureAnchor(report)))
  }

  /// The verdict; when something failed, a link to the first failure.
  static func verdictParagraph(_ verdict: String, failingAnchor: String?) -> String {
    guard let failingAnchor else {
      return XMLText.text("p", ["class": "verdict pass"], verdict)
    }
    return XMLText.element(
      "p", ["class": "verdict fail"],
      content: XMLText.escape(verdict + " ")
        + XMLText.text("a", ["href": "#\(failingAnchor)"], "First failure →"))
  }

  static func navigation(_ report: WorkbenchReport) -> String {
    let links =
      [XMLText.text("a", ["href": "#overview"], "Overview")]
      + report.features.map {
        XMLText.text("a", ["href": "#\(anchor($0.feature))"], $0.feature.rawValue)
      }
      + (report.scaling?.isEmpty == false
        ? [XMLText.text("a", ["href": "#scaling"], "scaling")] : [])
      + (report.fuzzing == nil ? [] : [XMLText.text("a", ["href": "#fuzzing"], "fuzzing")])
    return XMLText.element("nav", [:], content: links.joined(separator: " "))
  }

  static func overview(_ report: WorkbenchReport) -> String {
    let variants = report.orderedVariants
    var rows = [
      row(["feature"] + variants.map(\.rawValue), header: true)
    ]
    for feature in report.features {
      let cells = variants.map { variant -> String in
        guard let result = feature.variants.first(where: { $0.variant == variant }) else {
          return XMLText.text("td", ["class": "none"], "–")
        }
        let passed = result.scenariosPassed == result.scenariosTotal
        let text =
          "\(result.scenariosPassed)/\(result.scenariosTotal) \(passed ? "✓" : "✗")"
          + (result.leaks ? " leak" : "")
        let cssClass = passed && !result.leaks ? "pass" : "fail"
        guard let target = firstFailureAnchor(feature, result) else {
          return XMLText.text("td", ["class": cssClass], text)
        }
        return XMLText.element(
          "td", ["class": cssClass], content: XMLText.text("a", ["href": "#\(target)"], text))
      }
      rows.append(
        XMLText.element(
          "tr", [:],
          content: XMLText.element(
            "th", [:],
            content: XMLText.text(
              "a", ["href": "#\(anchor(feature.feature))"], feature.feature.rawValue))
            + cells.joined()))
    }
    let leaks = report.features.flatMap(\.variants).filter(\.leaks).count
    return XMLText.element(
      "section", ["id": "overview"],
      content: XMLText.text("h2", [:], "Overview")
        + XMLText.text(
          "p", [:],
          "Scenarios passed per feature and variant (✓ every expectation held and the screen "
            + "trace equals every other variant's). "
            + (leaks == 0
              ? "No scene leaked objects or subscriptions."
              : "\(leaks) feature × variant pairs leaked; see each feature."))
        + scrollBox(
          XMLText.element("table", ["class": "matrix"], content: rows.joined()),
          label: "Overview table"))
  }

  /// One chart per unit of work (per event, per subscription…), so no axis mixes kinds of
  /// work; each bar is a multiple of the floor case measured in the same run.
  static func runtimeBenchmarks(_ figures: [RuntimeBenchmarkFigure]) -> String {
    var units: [String] = []
    for figure in figures where !units.contains(figure.unit) { units.append(figure.unit) }
    let charts = units.map { unit in
      SVGBarChart(
        title: "Runtime microbenchmarks, per \(unit)",
        axisLabel: "ns per \(unit) as × the plain-closure floor (case a)",
        series: "runtime-floor-ratio",
        bars: figures.filter { $0.unit == unit }.map { figure in
          let perUnit = "\(SummaryTable.nanoseconds(figure.medianNsPerEvent)) ns/\(figure.unit)"
          return SVGBarChart.Bar(
            label: "\(figure.id): \(figure.title)", value: figure.ratioToFloor,
            text: "\(CostFormat.ratio(figure.ratioToFloor))× (\(perUnit))", color: "#4e79a7")
        }
      ).svg()
    }
    return XMLText.element(
      "section", ["id": "runtime-benchmarks"],
      content: XMLText.text("h2", [:], "Runtime microbenchmarks")
        + XMLText.text(
          "p", [:],
          "Median nanoseconds per unit, as a multiple of two plain closures called directly "
            + "in the same run; one chart per unit of work. " + CostCaveat.standIns)
        + XMLText.element("div", ["class": "charts"], content: charts.joined(separator: "\n")))
  }

  // MARK: - Helpers

  /// The id of a feature's section.
  static func anchor(_ feature: FeatureID) -> String { "feature-\(feature.rawValue)" }

  /// `content` in a box that scrolls sideways on its own when it is wider than the page,
  /// focusable so the keyboard can scroll it too.
  static func scrollBox(_ content: String, label: String) -> String {
    XMLText.element(
      "div", ["class": "scroll", "tabindex": "0", "role": "region", "aria-label": label],
      content: content)
  }

  /// A table row of text cells.
  static func row(_ cells: [String], header: Bool = false, classes: [String] = []) -> String {
    let tag = header ? "th" : "td"
    let content = cells.enumerated().map { index, cell in
      let cssClass = index < classes.count ? classes[index] : ""
      return cssClass.isEmpty
        ? XMLText.text(tag, [:], cell) : XMLText.text(tag, ["class": cssClass], cell)
    }
    return XMLText.element("tr", [:], content: content.joined())
  }
}
