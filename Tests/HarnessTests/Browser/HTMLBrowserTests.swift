import Foundation
import FoundationXML
import Testing
import VariantRegistry

@testable import Engine
@testable import Reports

/// Opens the HTML report in headless Chromium where one is installed: no horizontal page
/// scroll at 1400 and 390 pixels, and no axe-core violations when axe-core is available
/// (`AXE_CORE_JS`). Without Chromium these tests are skipped, and the run says so.
@Suite("HTML report in a browser")
@MainActor
struct HTMLBrowserTests {
  static let browserNote = Comment(
    rawValue: "no headless Chromium found (apt-get install chromium, or set "
      + "WORKBENCH_CHROMIUM): the report's layout is not checked in a browser")
  static let axeNote = Comment(
    rawValue: "no Chromium or no axe-core (set AXE_CORE_JS to axe.min.js): the "
      + "accessibility check is skipped")

  /// A failing report whose sources hold a very long line, with the repository's pitfall and
  /// change-cost tables and their patches, so every wide element is there.
  func page() throws -> String {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let long = "let wide = \"" + String(repeating: "x", count: 400) + "\"\n"
    try long.write(
      to: root.appendingPathComponent("Sources/Variants/Callback/Counter/Counter.swift"),
      atomically: true, encoding: .utf8)
    var report = try ReportRunFixture.report(root: root, kvoStep: 2)
    #expect(report.attachExperiments(root: RepositoryScenarios.root, styles: Registry.styles) == [])
    var sources = SourceListing.load(for: report, repositoryRoot: root)
    sources.patches =
      SourceListing.load(for: report, repositoryRoot: RepositoryScenarios.root).patches
    #expect(!sources.patches.isEmpty)
    return HTMLReport.render(report, sources: sources)
  }

  /// The report people open: all nine styles and four features as the committed baseline
  /// holds them, with the recorded experiments, fuzzing and mutation runs and the
  /// repository's sources side by side.
  func fullReport() throws -> String {
    let root = RepositoryScenarios.root
    var report = try JSONDecoder().decode(
      WorkbenchReport.self, from: Data(contentsOf: root.appending(path: "Reports/baseline.json")))
    #expect(report.styles.count == 9 && report.features.count == 4)
    let problems =
      report.attachExperiments(root: root, styles: Registry.styles)
      + [report.attachFuzzing(root: root), report.attachMutation(root: root)].compactMap { $0 }
    #expect(problems.isEmpty)
    return HTMLReport.render(report, sources: SourceListing.load(for: report, repositoryRoot: root))
  }

  @Test(
    "the full report: no page scroll and zero axe-core violations at 1400 and 390 pixels",
    .enabled(if: HeadlessBrowser.installed != nil, browserNote), arguments: [1400, 390])
  func fullReportInABrowser(width: Int) throws {
    let browser = try #require(HeadlessBrowser.installed)
    let probe = try browser.probe(try fullReport(), width: width)
    #expect(probe.width == Double(width))
    #expect(probe.overflow <= 0, "page wider than the viewport: \(probe.wide)")
    #expect(probe.violations.isEmpty, "at \(width) px: \(probe.violations)")
  }

  @Test(
    "no horizontal page scroll at 1400 and 390 pixels",
    .enabled(if: HeadlessBrowser.installed != nil, browserNote), arguments: [1400, 390])
  func noHorizontalScroll(width: Int) throws {
    let browser = try #require(HeadlessBrowser.installed)
    let probe = try browser.probe(try page(), width: width)
    #expect(probe.width == Double(width))
    #expect(probe.overflow <= 0, "page wider than the viewport: \(probe.wide)")
  }

  @Test(
    "zero axe-core violations",
    .enabled(if: HeadlessBrowser.installed?.axe != nil, axeNote))
  func accessibility() throws {
    let browser = try #require(HeadlessBrowser.installed)
    for width in [1400, 390] {
      let probe = try browser.probe(try page(), width: width)
      #expect(probe.violations.isEmpty, "at \(width) px: \(probe.violations)")
    }
  }
}

/// What the browser checks rely on, checked without a browser.
@Suite("HTML report landmarks and charts")
@MainActor
struct HTMLLandmarkTests {
  @Test("one main landmark, scroll boxes that take focus, a collapsible block per role")
  func landmarks() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root, kvoStep: 2)
    let html = HTMLReport.render(
      report, sources: SourceListing.load(for: report, repositoryRoot: root))
    let document = try ReportRunFixture.parse(html)
    #expect(try document.nodes(forXPath: "//main").count == 1)
    let outside = "/html/body/*[not(self::header or self::nav or self::main or self::footer)]"
    #expect(try document.nodes(forXPath: outside).isEmpty)
    let boxes = try document.nodes(forXPath: "//div[@class='scroll']")
      .compactMap { $0 as? XMLElement }
    #expect(!boxes.isEmpty)
    #expect(boxes.allSatisfy { $0.attribute(forName: "tabindex")?.stringValue == "0" })
    let roles = try document.nodes(forXPath: "//details[@class='role']/summary/code")
      .compactMap(\.stringValue)
    #expect(roles == ["view", "state"])
    #expect(!html.contains("<script"))
  }

  @Test("every SVG carries a title and a description; line series differ by dash pattern")
  func charts() throws {
    let root = try ReportRunFixture.repository()
    defer { try? FileManager.default.removeItem(at: root) }
    let report = try ReportRunFixture.report(root: root)
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let svgs = try document.nodes(forXPath: "//svg").compactMap { $0 as? XMLElement }
    #expect(!svgs.isEmpty)
    for svg in svgs {
      #expect(svg.children?.first?.name == "title")
      #expect(svg.elements(forName: "desc").first?.stringValue?.isEmpty == false)
    }
    let dashes = try document.nodes(forXPath: "//polyline[@class='series']/@stroke-dasharray")
      .compactMap(\.stringValue)
    #expect(Set(dashes).count == dashes.count)
  }
}
