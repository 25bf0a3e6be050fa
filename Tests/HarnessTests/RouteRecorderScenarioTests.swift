import Foundation
import Harness
import SceneContract
import Testing
import VariantRegistry

/// The route recorder's scenarios, read once from the repository's `Scenarios/` folder.
enum RouteRecorderScenarios {
  static let loaded: Result<[Scenario], Error> = Result {
    try ScenarioLoader.loadAll(
      root: CounterScenarios.repositoryRoot.appendingPathComponent("Scenarios")
    ).filter { $0.feature == .routeRecorder }
  }

  static var names: [String] { (try? loaded.get())?.map(\.name) ?? [] }

  static func named(_ name: String) throws -> Scenario {
    try #require(try loaded.get().first { $0.name == name })
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
    registry: Registry.variants,
    fixturesRoot: CounterScenarios.repositoryRoot.appendingPathComponent("Scenarios/fixtures"))

  @Test func scenariosNameOnlyRealWidgets() throws {
    try runner.validate(try RouteRecorderScenarios.loaded.get())
  }

  @Test(arguments: RouteRecorderScenarios.names)
  func everyVariantPasses(_ name: String) throws {
    let scenario = try RouteRecorderScenarios.named(name)
    let variants = runner.variants(implementing: .routeRecorder)
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
