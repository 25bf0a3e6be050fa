import StyleNames
import Domain
import Foundation
import SceneContract
import Testing
import UIKitLite

@testable import Engine
@testable import Reports
@testable import ScenarioLanguage

// MARK: - Fake variants and runners

enum FakeVariants {
  /// A variant whose fake screen sits in a navigation controller, with the given quirks.
  static func scenes(
    _ variant: VariantID, _ quirks: FakeQuirks = FakeQuirks(),
    subscriptions: FakeSubscriptions? = nil
  ) -> StyleDeclaration {
    StyleDeclaration.testing(variant,
      builders: [
        .counter: { environment in
          let model = FakeModel()
          model.count = environment.launchOptions.initialCount
          let controller = FakeViewController(
            model: model, quirks: quirks, environment: environment,
            subscriptions: subscriptions ?? FakeSubscriptions())
          return Scene(
            rootViewController: NavigationController(rootViewController: controller),
            components: [controller, model])
        }
      ])
  }

  @MainActor
  static func runner(_ registry: [StyleDeclaration], subscriptions: FakeSubscriptions? = nil)
    -> ScenarioRunner
  {
    let counter = subscriptions ?? FakeSubscriptions()
    return ScenarioRunner(
      registry: registry, fixturesRoot: URL(fileURLWithPath: "/nonexistent"),
      liveSubscriptions: { counter.live })
  }

  /// Parses a counter scenario from text, failing the test on a parse error.
  static func scenario(_ text: String, name: String = "test") throws -> Scenario {
    try ScenarioLoader.parse(text, path: "\(name).scenario", feature: .counter)
  }
}

@Suite("Fake screen sanity")
@MainActor
struct RunnerFakeScreenTests {
  @Test func fakeScreenLoadsWithItsWidgets() throws {
    let runner = FakeVariants.runner([FakeVariants.scenes(.callback)])
    let run = runner.run(
      try FakeVariants.scenario("expect valueLabel.text == \"0\"\n"), variant: .callback)
    #expect(run.error == nil)
    #expect(run.expectationFailures.isEmpty)
    #expect(
      run.steps[0].snapshot.lines.prefix(3) == [
        "title \"Fake\"", "view fakeScreen", "label valueLabel text=\"0\"",
      ])
    #expect(run.steps[0].renders == 5)
  }
}

// MARK: - Helpers

extension FakeVariants {
  /// Runs `text` on a single fake variant with `quirks`.
  @MainActor
  static func run(
    _ text: String, _ quirks: FakeQuirks = FakeQuirks(), subscriptions: FakeSubscriptions? = nil
  ) throws -> ScenarioRun {
    let runner = runner(
      [scenes(.callback, quirks, subscriptions: subscriptions)], subscriptions: subscriptions)
    return runner.run(try scenario(text), variant: .callback)
  }
}

extension ScenarioRun {
  /// The snapshot line of widget `id` after step `index`.
  func line(_ id: String, after index: Int) -> String? {
    steps[index].snapshot.lines.first {
      $0.split(separator: " ").dropFirst().first.map(String.init) == id
    }
  }
}
