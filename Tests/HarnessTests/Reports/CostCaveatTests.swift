import Foundation
import FoundationXML
import Testing

@testable import Reports

@Suite("Cost caveat")
@MainActor
struct CostCaveatTests {
  /// Modules under `Sources/Platform/` and `Sources/Runtimes/` that no figure rests on as a
  /// stand-in, and why.
  static let notStandIns: [String: String] = [
    "AllocationCounting": "the counter the allocation figures are read from (the caveat says how)",
    "CSQLite": "the system's own SQLite, the library a device runs too",
    "ResourceCounts": "counters the leak checks read, not run by any style's code",
    "RxLiteTest": "test support (RxTest's names), linked by role tests only",
    "StoreLiteTest": "test support (TCA's TestStore), linked by role tests only",
  ]

  /// The module folders of the platform and runtime layers.
  static func moduleFolders() throws -> [String] {
    try ["Sources/Platform", "Sources/Runtimes"].flatMap { layer in
      try FileManager.default.contentsOfDirectory(
        atPath: RepositoryScenarios.root.appendingPathComponent(layer).path)
    }.filter { !$0.hasPrefix(".") }.sorted()
  }

  @Test("names every platform and runtime stand-in a scenario run goes through")
  func everyStandIn() throws {
    let folders = try Self.moduleFolders()
    #expect(folders.contains("MainLoop") && folders.contains("StoreLite"))
    for module in folders where Self.notStandIns[module] == nil {
      #expect(CostCaveat.standIns.contains(module), "the report's caveat misses \(module)")
      #expect(CostCaveat.brief.contains(module), "the terminal's caveat misses \(module)")
    }
    for exempt in Self.notStandIns.keys {
      #expect(folders.contains(exempt), "\(exempt) is exempt but no longer a module")
    }
  }

  @Test("says how the driven loop, Swift concurrency and off-main work differ from a device")
  func drivenLoop() {
    for text in [CostCaveat.standIns, CostCaveat.brief] {
      #expect(text.contains("WorkQueue"))
      #expect(text.contains("virtual time"))
      #expect(text.contains("ObservationTracking"))
    }
    #expect(CostCaveat.standIns.contains("the Composable Architecture's Store"))
    #expect(CostCaveat.standIns.contains("--threads live"))
    #expect(CostCaveat.standIns.contains("instead of the system's executors"))
    #expect(!CostCaveat.brief.contains("\n") && !CostCaveat.standIns.contains("\n"))
  }

  @Test("every report carries it beside its figures")
  func inEveryReport() throws {
    let report = ReportFakeOutcome.report
    #expect(MarkdownReport.render(report).contains("*\(CostCaveat.standIns)*"))
    #expect(SummaryTable.render(report).hasSuffix("\n" + CostCaveat.brief))
    let document = try ReportRunFixture.parse(HTMLReport.render(report))
    let caveat = try document.nodes(forXPath: "//header/p[@class='caveat']")
    #expect(caveat.map(\.stringValue) == [CostCaveat.standIns])
  }
}
