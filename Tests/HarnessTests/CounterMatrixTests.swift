import Foundation
import Harness
import SceneContract
import Testing
import VariantRegistry

/// The counter's scenarios, read once from the repository's `Scenarios/` folder.
enum CounterScenarios {
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static let loaded: Result<[Scenario], Error> = Result {
    try ScenarioLoader.loadAll(root: repositoryRoot.appendingPathComponent("Scenarios"))
      .filter { $0.feature == .counter }
  }

  static var names: [String] { (try? loaded.get())?.map(\.name) ?? [] }
}

/// Regression suite: every counter scenario on every variant that implements the counter must
/// pass with the same trace as the others, and leave nothing alive after teardown.
@Suite("Counter matrix: every scenario on every variant")
@MainActor
struct CounterMatrixTests {
  let runner = ScenarioRunner(
    registry: Registry.variants,
    fixturesRoot: CounterScenarios.repositoryRoot.appendingPathComponent("Scenarios/fixtures"))

  @Test func scenariosLoadAndNameOnlyRealWidgets() throws {
    let scenarios = try CounterScenarios.loaded.get()
    #expect(scenarios.count >= 12)
    #expect(!runner.variants(implementing: .counter).isEmpty)
    try runner.validate(scenarios)
  }

  @Test(arguments: CounterScenarios.names)
  func everyVariantPasses(_ name: String) throws {
    let scenario = try #require(try CounterScenarios.loaded.get().first { $0.name == name })
    let variants = runner.variants(implementing: .counter)
    let verdicts = runner.verify(scenario, variants: variants)
    #expect(verdicts.map(\.variant) == variants)
    for verdict in verdicts {
      let detail =
        verdict.divergence.map {
          "step \($0.step) (line \($0.line): \($0.source))\n\($0.diff)"
        } ?? verdict.run.error.map(\.description) ?? ""
      #expect(verdict.behavior == .pass, "\(verdict.variant.rawValue) on \(name): \(detail)")
      #expect(
        verdict.run.leakedComponents.isEmpty,
        "\(verdict.variant.rawValue) on \(name) leaked \(verdict.run.leakedComponents)")
    }
  }
}
