import StyleNames
import Foundation
import Engine
import Reports
import ScenarioLanguage
import SceneContract
import Testing
import VariantRegistry

/// The route recorder's scenarios, read once from the repository's `Scenarios/` folder.
enum RouteRecorderScenarios {
  static var loaded: Result<[Scenario], Error> { RepositoryScenarios.loaded(.routeRecorder) }
  static var names: [String] { RepositoryScenarios.names(.routeRecorder) }

  static func named(_ name: String) throws -> Scenario {
    try RepositoryScenarios.named(name, in: .routeRecorder)
  }
}

/// Every route-recorder scenario on the fake recorder (written from `BEHAVIOR.md`), so the
/// scenarios are known to be consistent before any variant runs them.
@Suite("Route recorder scenarios on the fake recorder")
@MainActor
struct RouteRecorderScenarioTests {
  @Test func scenariosLoadOpenWithASummaryAndNameOnlyRealWidgetsAndTracks() throws {
    let scenarios = try RouteRecorderScenarios.loaded.get()
    #expect(scenarios.count >= 20)
    for scenario in scenarios {
      #expect(!scenario.summary.isEmpty, "\(scenario.name) opens with a comment paragraph")
    }
    try FakeRecorder.runner().validate(scenarios)
  }

  @Test(arguments: RouteRecorderScenarios.names)
  func theFakePasses(_ name: String) throws {
    let scenario = try RouteRecorderScenarios.named(name)
    let run = FakeRecorder.runner().run(scenario, variant: .callback)
    #expect(run.error == nil, "\(name): \(run.error.map(\.description) ?? "")")
    for failure in run.expectationFailures {
      let message =
        "\(name):\(failure.line) \(failure.source)\n  expected: \(failure.expected)\n"
        + "  actual:   \(failure.actual)"
      Issue.record(Comment(rawValue: message))
    }
    #expect(run.leakedComponents.isEmpty, "\(name) leaked \(run.leakedComponents)")
  }
}

/// Regression suite: every route-recorder scenario on every variant that implements the route
/// recorder must pass with the same trace as the others, and leave nothing alive.
@Suite("Route recorder matrix: every scenario on every variant")
@MainActor
struct RouteRecorderMatrixTests {
  let runner = ScenarioRunner(
    registry: Registry.styles,
    fixturesRoot: RepositoryScenarios.fixturesRoot)

  @Test func scenariosNameOnlyRealWidgets() throws {
    try runner.validate(try RouteRecorderScenarios.loaded.get())
  }

  @Test(arguments: RouteRecorderScenarios.names)
  func everyVariantPasses(_ name: String) throws {
    let scenario = try RouteRecorderScenarios.named(name)
    RepositoryScenarios.expectEveryVariantPasses(scenario, runner: runner)
  }
}
