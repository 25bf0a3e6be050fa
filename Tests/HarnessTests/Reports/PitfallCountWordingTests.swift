import Foundation
import Testing

@testable import Reports

@Suite("Pitfall counts")
struct PitfallCountWordingTests {
  @Test("the reports' pitfall legend says two styles' rows are different mistakes")
  func reportLegend() {
    #expect(ExperimentText.pitfallLegend.contains("different mistakes"))
    #expect(ExperimentText.pitfallLegend.contains("not that the style is safer"))
  }

  @Test("the README's per-style pitfall counts say they compare different mistakes")
  func readmeTable() throws {
    let readme = try String(
      contentsOf: RepositoryScenarios.root.appendingPathComponent("README.md"), encoding: .utf8)
    let table = try #require(readme.range(of: "| style | pitfalls | caught | not caught |"))
    let after = readme[table.upperBound...].prefix(2_000)
    #expect(after.contains("The counts compare different mistakes, not the styles' safety"))
  }
}
