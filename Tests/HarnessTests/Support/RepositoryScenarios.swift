import Foundation
import Engine
import Reports
import ScenarioLanguage
import SceneContract
import Testing

/// The repository's scenarios, read once for the whole test run, and the check every
/// feature's matrix suite makes on them.
enum RepositoryScenarios {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let fixturesRoot = root.appendingPathComponent("Scenarios/fixtures")

  private static let all: Result<[Scenario], Error> = Result {
    try ScenarioLoader.loadAll(root: root.appendingPathComponent("Scenarios"))
  }

  /// The scenarios of `feature`, in file-name order.
  static func loaded(_ feature: FeatureID) -> Result<[Scenario], Error> {
    all.map { $0.filter { $0.feature == feature } }
  }

  /// The names of `feature`'s scenarios, for `@Test(arguments:)`.
  static func names(_ feature: FeatureID) -> [String] {
    (try? loaded(feature).get())?.map(\.name) ?? []
  }

  /// `feature`'s scenario called `name`.
  static func named(_ name: String, in feature: FeatureID) throws -> Scenario {
    try #require(try loaded(feature).get().first { $0.name == name })
  }

  /// Runs `scenario` on every variant that implements its feature and expects each to pass
  /// with the reference trace and to leave nothing alive.
  @MainActor
  static func expectEveryVariantPasses(_ scenario: Scenario, runner: ScenarioRunner) {
    let variants = runner.variants(implementing: scenario.feature)
    let verdicts = runner.verify(scenario, variants: variants)
    #expect(verdicts.map(\.variant) == variants)
    for verdict in verdicts {
      let detail =
        verdict.divergence.map {
          "step \($0.step) (line \($0.line): \($0.source))\n\($0.diff)"
        } ?? verdict.run.error.map(\.description) ?? "\(verdict.run.expectationFailures)"
      let name = "\(verdict.variant.rawValue) on \(scenario.name)"
      #expect(verdict.behavior == .pass, "\(name): \(detail)")
      let leaks =
        "\(verdict.run.leakedComponents), \(verdict.run.liveSubscriptionsAfterTeardown) "
        + "subscriptions, pending work: \(verdict.run.pendingWorkAfterTeardown.summary)"
      #expect(!verdict.run.leaks, "\(name) leaked \(leaks)")
    }
  }
}
