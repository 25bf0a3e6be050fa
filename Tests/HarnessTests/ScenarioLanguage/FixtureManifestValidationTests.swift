import Foundation
import Engine
import Reports
import ScenarioLanguage
import Testing
import VariantRegistry

@MainActor
@Suite("Fixture manifest validation")
struct FixtureManifestValidationTests {
  @Test func aBrokenManifestStopsTheRunBeforeAnythingRuns() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fixtures-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{ not json".utf8).write(to: folder.appendingPathComponent("routes.json"))
    let runner = ScenarioRunner(registry: Registry.styles, fixturesRoot: folder)
    let error = try #require(throws: ScenarioError.self) { try runner.validate([]) }
    #expect(error.description.contains("routes.json"))
    #expect(error.description.contains("not valid JSON"))
  }

  @Test func theCommittedManifestIsValid() throws {
    let root = RepositoryScenarios.root
    let runner = ScenarioRunner(
      registry: Registry.styles, fixturesRoot: root.appendingPathComponent("Scenarios/fixtures"))
    try runner.validate([])
  }
}
