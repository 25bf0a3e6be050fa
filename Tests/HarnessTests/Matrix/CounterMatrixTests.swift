import Foundation
import Engine
import Reports
import ScenarioLanguage
import SceneContract
import Testing
import VariantRegistry

/// Regression suite: every counter scenario on every variant that implements the counter must
/// pass with the same trace as the others, and leave nothing alive after teardown.
@Suite("Counter matrix: every scenario on every variant")
@MainActor
struct CounterMatrixTests {
  let runner = ScenarioRunner(
    registry: Registry.styles, fixturesRoot: RepositoryScenarios.fixturesRoot)

  @Test func scenariosLoadAndNameOnlyRealWidgets() throws {
    let scenarios = try RepositoryScenarios.loaded(.counter).get()
    #expect(scenarios.count >= 12)
    #expect(!runner.variants(implementing: .counter).isEmpty)
    try runner.validate(scenarios)
  }

  @Test(arguments: RepositoryScenarios.names(.counter))
  func everyVariantPasses(_ name: String) throws {
    let scenario = try RepositoryScenarios.named(name, in: .counter)
    RepositoryScenarios.expectEveryVariantPasses(scenario, runner: runner)
  }
}
