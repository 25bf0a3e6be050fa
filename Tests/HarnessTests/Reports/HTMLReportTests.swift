import StyleNames
import Foundation
import FoundationXML
import SceneContract
import Testing

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

/// Runs of the fake counter (`CLIFakeVariants`) in a temporary repository, for the report
/// generators' tests: callback counts one per tap, kvo counts `kvoStep`.
@MainActor
enum ReportRunFixture {
  /// A repository with two counter scenarios and a source file per variant; kvo's holds
  /// characters HTML must escape.
  static func repository() throws -> URL {
    let root = try CLIFakeVariants.repository(
      scenarios: ["count-up": CLIFakeVariants.countUp, "two-taps": CLIFakeVariants.twoTaps])
    let kvo = root.appendingPathComponent("Sources/Variants/KVO/Counter")
    try FileManager.default.createDirectory(at: kvo, withIntermediateDirectories: true)
    try "// <KVO> & friends\nfinal class Counter {\n  var counts: Array<Int> = []\n}\n".write(
      to: kvo.appendingPathComponent("Counter.swift"), atomically: true, encoding: .utf8)
    try "struct Extra {}\n".write(
      to: kvo.appendingPathComponent("CounterExtra.swift"), atomically: true, encoding: .utf8)
    return root
  }

  static func report(root: URL, kvoStep: Int = 1) throws -> WorkbenchReport {
    let workbench = try Workbench(
      registry: [
        CLIFakeVariants.scenes(.callback, roles: [RoleFile(.view, "Counter.swift")]),
        CLIFakeVariants.scenes(
          .kvo, step: kvoStep,
          roles: [RoleFile(.view, "Counter.swift"), RoleFile(.state, "CounterExtra.swift")]),
      ],
      repositoryRoot: root)
    let plan = CostPlan(warmup: 0, iterations: 5)
    let outcomes = try workbench.run(try workbench.plan(Selection()), cost: plan)
    return workbench.report(outcomes, cost: plan, command: "workbench")
  }

  /// `html` parsed as XML, failing the test when it is not well-formed.
  static func parse(_ html: String) throws -> XMLDocument {
    try XMLDocument(data: Data(html.utf8), options: [])
  }

  /// Every element of `document` named `name` whose attribute `key` is `value`.
  static func elements(
    _ document: XMLDocument, _ name: String, _ key: String, _ value: String
  ) throws -> [XMLElement] {
    try document.nodes(forXPath: "//\(name)[@\(key)='\(value)']").compactMap { $0 as? XMLElement }
  }
}

@Suite("HTML report")
@MainActor
struct HTMLReportTests {
  @Test("is well-formed XML, self-contained, with every section")
  func wellFormedAndSelfContained() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let written = try ReportWriter.write(report, repositoryRoot: root)
    let html = try String(contentsOf: written.html, encoding: .utf8)
    let document = try ReportRunFixture.parse(html)
    #expect(document.rootElement()?.name == "html")
    for forbidden in ["script", "link", "img", "iframe", "object", "embed", "audio", "video"] {
      #expect(try document.nodes(forXPath: "//\(forbidden)").isEmpty)
    }
    #expect(try document.nodes(forXPath: "//@src").isEmpty)
    for href in try document.nodes(forXPath: "//@href") {
      #expect(href.stringValue?.hasPrefix("#") == true)
    }
    for attribute in try document.nodes(forXPath: "//@*") {
      let value = attribute.stringValue ?? ""
      #expect(!value.contains("http://") && !value.contains("https://"))
    }
    let style = try document.nodes(forXPath: "//style").map { $0.stringValue ?? "" }.joined()
    #expect(!style.contains("url(") && !style.contains("@import"))
    for id in ["overview", "feature-counter"] {
      #expect(try ReportRunFixture.elements(document, "section", "id", id).count == 1)
    }
    #expect(html.contains("Trade-offs") && html.contains("Sources side by side"))
  }

  @Test("the charts' numbers equal the JSON's")
  func chartsMatchJSON() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let json = try ReportCoding.decode(
      ReportCoding.encode(try ReportRunFixture.report(root: root)))
    let document = try ReportRunFixture.parse(HTMLReport.render(json))
    let feature = try #require(json.features.first)
    for variant in feature.variants {
      let name = variant.variant.rawValue
      let ratio = try ReportRunFixture.elements(document, "rect", "data-series", "cost-ratio")
        .filter { $0.attribute(forName: "data-label")?.stringValue == name }
      let ranks = feature.ranked.count >= 2 && feature.costliest.map(feature.isTied) == false
      #expect(ratio.count == (ranks && variant.behaviorPassed ? 1 : 0))
      if let bar = ratio.first {
        #expect(
          bar.attribute(forName: "data-value")?.stringValue.flatMap(Double.init)
            == variant.summaryRatio)
      }
      let size = try ReportRunFixture.elements(document, "rect", "data-series", "code-size")
        .filter { $0.attribute(forName: "data-label")?.stringValue == name }
      #expect(
        size.first?.attribute(forName: "data-value")?.stringValue.flatMap(Double.init)
          == Double(variant.linesOfCode))
      let scenario = try #require(variant.scenarios.first { $0.scenario == "count-up" })
      let points = try ReportRunFixture.elements(document, "circle", "data-series", "step-cost")
        .filter { $0.attribute(forName: "data-label")?.stringValue == name }
      let values = points.compactMap {
        $0.attribute(forName: "data-value")?.stringValue.flatMap(Double.init)
      }
      #expect(values == scenario.timing?.steps.map(\.medianNs))
    }
  }

  @Test("the scaling curves and runtime bars carry the JSON's numbers")
  func scalingAndRuntimes() throws {
    var report = WorkbenchReport(
      run: BaselineFixture.metadata, features: [],
      styles: [
        StyleSummary(.testing(.callback, builders: [:])), StyleSummary(.testing(.kvo, builders: [:])),
      ])
    report.scaling = [
      ScalingFigure(variant: .kvo, fixes: 100_000, nsPerFix: 5_200.5, runs: 5),
      ScalingFigure(variant: .kvo, fixes: 1_000, nsPerFix: 4_100, runs: 5),
      ScalingFigure(variant: .callback, fixes: 1_000, nsPerFix: 900, runs: 5),
    ]
    report.runtimeBenchmarks = [
      RuntimeBenchmarkFigure(
        id: "a", title: "floor", unit: "event", events: 10, runs: 3, medianNsPerEvent: 2,
        minNsPerEvent: 1, maxNsPerEvent: 3, ratioToFloor: 1)
    ]
    let json = try ReportCoding.decode(ReportCoding.encode(report))
    let document = try ReportRunFixture.parse(HTMLReport.render(json))
    let points = try ReportRunFixture.elements(document, "circle", "data-series", "scaling")
    #expect(
      points.map {
        [
          $0.attribute(forName: "data-label"), $0.attribute(forName: "data-x"),
          $0.attribute(forName: "data-value"),
        ].compactMap { $0?.stringValue }
      } == [
        ["callback", "1000", "900.0"], ["kvo", "1000", "4100.0"], ["kvo", "100000", "5200.5"],
      ])
    let ticks = try document.nodes(forXPath: "//section[@id='scaling']//text[@class='tick']")
      .compactMap(\.stringValue)
    #expect(ticks.contains("1000") && ticks.contains("10,000") && ticks.contains("100,000"))
    let floor = try ReportRunFixture.elements(
      document, "rect", "data-series", "runtime-floor-ratio")
    #expect(floor.first?.attribute(forName: "data-value")?.stringValue == "1.0")
    #expect(try document.nodes(forXPath: "//nav/a[@href='#scaling']").count == 1)
  }

  @Test("a failing scenario shows the diff at its first divergent step")
  func failureDiff() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let failures = try ReportRunFixture.elements(document, "div", "data-variant", "kvo")
      .filter { $0.attribute(forName: "data-scenario")?.stringValue == "count-up" }
    let text = try #require(failures.first?.stringValue)
    #expect(text.contains("First divergent step: step 1"))
    #expect(text.contains("-label countLabel text=\"1\""))
    #expect(text.contains("+label countLabel text=\"2\""))
    #expect(try ReportRunFixture.elements(document, "div", "data-variant", "callback").isEmpty)
  }

  @Test("sources sit side by side, paired by role, escaped and numbered")
  func sourcesSideBySide() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root)
    let sources = SourceListing.load(for: report, repositoryRoot: root)
    #expect(sources.files[.counter]?[.kvo]?.map(\.path) == ["Counter.swift", "CounterExtra.swift"])
    let html = HTMLReport.render(report, sources: sources)
    let document = try ReportRunFixture.parse(html)
    let rows = try document.nodes(forXPath: "//table[@class='code']/tr[th[@class='file']]")
    #expect(rows.map { $0.child(at: 0)?.stringValue } == ["view", "state"])
    let missing = try ReportRunFixture.elements(document, "td", "class", "v-callback missing")
    #expect(missing.count == 1)
    #expect(html.contains("<span class=\"cm\">// &lt;KVO&gt; &amp; friends</span>"))
    #expect(html.contains("<span class=\"ln\">3</span>   var counts: Array&lt;Int&gt; = []"))
    #expect(try document.nodes(forXPath: "//input[@type='checkbox']").count == 2)
  }

  @Test("the overview and trade-offs tables show every variant's figures")
  func tables() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let overview = try document.nodes(forXPath: "//section[@id='overview']//td")
      .compactMap(\.stringValue)
    #expect(overview == ["2/2 ✓", "0/2 ✗"])
    let tradeOffs = try document.nodes(forXPath: "//table[@class='trade-offs']/tr[2]/td")
      .compactMap(\.stringValue)
    let callback = try #require(report.features.first?.variants.first)
    #expect(
      tradeOffs.prefix(6) == [
        "callback", "\(callback.linesOfCode)", "\(callback.files)", "\(callback.types)", "1.00",
        "2.00",
      ])
  }

  @Test("the ranking chart is drawn only when there is a ranking, with its intervals")
  func rankingChartOnlyOutsideTheNoise() {
    func report(_ ratios: [Double]) -> WorkbenchReport {
      var report = BaselineFixture.report([
        .callback: [BaselineFixture.result("a", ratio: ratios[0])],
        .kvo: [BaselineFixture.result("a", ratio: ratios[1])],
      ])
      for index in report.features[0].variants.indices {
        report.features[0].variants[index].summaryRatio = ratios[index]
      }
      return report
    }
    let ranked = HTMLReport.render(report([1, 1.5]))
    #expect(ranked.contains("data-series=\"cost-ratio\""))
    #expect(ranked.contains("class=\"interval\""), "each bar has its 95 % interval")
    #expect(ranked.contains("Ranking: time per scenario"))
    let tied = HTMLReport.render(report([1, 1]))
    #expect(!tied.contains("data-series=\"cost-ratio\""), "no ranking, no ranking bars")
  }

  @Test("the headline chart is the time per input, set-up apart, in the styles' order")
  func perInputChartComesFirstAndDoesNotRank() throws {
    var report = BaselineFixture.report([
      .callback: [BaselineFixture.result("a", ratio: 1)],
      .kvo: [BaselineFixture.result("a", ratio: 1)],
    ])
    report.features[0].variants[0].medianNsPerInput = 9_000
    report.features[0].variants[1].medianNsPerInput = 1_000
    let chart = try #require(HTMLReport.perInputChart(report.features[0], palette: StylePalette(report)))
    #expect(chart.contains("not a ranking"))
    let callback = try #require(chart.range(of: ">callback<"))
    let kvo = try #require(chart.range(of: ">kvo<"))
    #expect(callback.lowerBound < kvo.lowerBound, "the costlier style first: the styles' order")
    let html = HTMLReport.render(report)
    let perInput = try #require(html.range(of: "data-series=\"per-input\""))
    if let ranking = html.range(of: "data-series=\"cost-ratio\"") {
      #expect(perInput.lowerBound < ranking.lowerBound)
    }
  }
}
