import StyleNames
import Foundation
import Engine
import Reports
import ScenarioLanguage
import SceneContract
import Testing
import VariantRegistry

/// The restaurant search's scenarios, read once from `Scenarios/restaurant-search/`.
enum RestaurantSearchScenarios {
  static let fixturesRoot = RepositoryScenarios.fixturesRoot
  static var loaded: Result<[Scenario], Error> { RepositoryScenarios.loaded(.restaurantSearch) }
  static var names: [String] { RepositoryScenarios.names(.restaurantSearch) }

  static func scenario(_ name: String) throws -> Scenario {
    try RepositoryScenarios.named(name, in: .restaurantSearch)
  }

  /// Plays scenario `name` once on a screen built by `builder`.
  @MainActor
  static func run(_ name: String, on builder: @escaping SceneBuilder) throws -> ScenarioRun {
    runner(builder).run(try scenario(name), variant: .callback)
  }

  /// Plays restaurant-search scenario `text` once on the faithful fake.
  @MainActor
  static func run(inline text: String) throws -> ScenarioRun {
    let scenario = try ScenarioLoader.parse(
      text, path: "inline.scenario", feature: .restaurantSearch)
    return runner(FakeRestaurantSearchController.builder()).run(scenario, variant: .callback)
  }

  /// A runner with the repository's fixtures whose only variant's search is `builder`.
  @MainActor
  static func runner(_ builder: @escaping SceneBuilder) -> ScenarioRunner {
    ScenarioRunner(
      registry: [StyleDeclaration.testing(.callback, builders: [.restaurantSearch: builder])],
      fixturesRoot: fixturesRoot)
  }
}

/// Regression suite: every restaurant-search scenario on every variant that implements the
/// feature passes with the same trace as the others, and leaves nothing alive.
@Suite("Restaurant-search matrix: every scenario on every variant")
@MainActor
struct RestaurantSearchMatrixTests {
  let runner = ScenarioRunner(
    registry: Registry.styles, fixturesRoot: RestaurantSearchScenarios.fixturesRoot)

  @Test("at least 20 scenarios, each saying what it shows, naming only real widgets")
  func catalogue() throws {
    let scenarios = try RestaurantSearchScenarios.loaded.get()
    #expect(scenarios.count >= 20)
    for scenario in scenarios {
      #expect(!scenario.summary.isEmpty, "\(scenario.name) has no summary")
    }
    let implementing = runner.variants(implementing: .restaurantSearch)
    #expect(!implementing.isEmpty)
    try runner.validate(scenarios)
  }

  @Test("every failure the fixtures and faults offer is played by some scenario")
  func failuresCovered() throws {
    let steps = try RestaurantSearchScenarios.loaded.get().flatMap(\.steps).map(\.source)
    let keywords = [
      "error-1000", "error-2000", "error-3000", "error-1000-object", "error-2000-object",
      "error-3000-object", "error-malformed", "error-http-500",
    ]
    for keyword in keywords {
      #expect(steps.contains("type keywordField \"\(keyword)\""), "no scenario types \(keyword)")
    }
    for fault in ["status", "transport", "timeout", "malformed", "delay"] {
      #expect(steps.contains { $0.hasPrefix("http fault \(fault)") }, "no `http fault \(fault)`")
    }
  }

  @Test(arguments: RestaurantSearchScenarios.names)
  func everyVariantPasses(_ name: String) throws {
    let scenario = try RestaurantSearchScenarios.scenario(name)
    RepositoryScenarios.expectEveryVariantPasses(scenario, runner: runner)
  }

}
