import Domain
import Foundation
import ScenarioLanguage
import SceneContract

/// Plays scenarios against variants' screens on a simulated phone in virtual time.
///
/// Each run gets a fresh main loop, location device, fixture HTTP client, window and disk (a
/// temporary folder with the route database and the documents folder, removed after the run);
/// the scene is held only weakly once shown, and every run ends with a leak-checked teardown.
@MainActor
public struct ScenarioRunner {
  /// The variants that can be run, in registry order.
  public let registry: [StyleDeclaration]
  /// Where the fixture HTTP client finds its response files.
  public let fixturesRoot: URL
  /// Where `location gpx` finds its tracks.
  public var tracksRoot: URL { tracks.root }
  let catalogs = CatalogCache()
  let tracks: TrackLibrary
  /// Counts live runtime subscriptions (replaceable so tests need not touch global counters).
  let liveSubscriptions: @MainActor () -> Int

  /// A runner on `registry`; `tracksRoot` defaults to the `tracks` folder beside
  /// `fixturesRoot` (`Scenarios/tracks`).
  public init(registry: [StyleDeclaration], fixturesRoot: URL, tracksRoot: URL? = nil) {
    self.init(registry: registry, fixturesRoot: fixturesRoot, tracksRoot: tracksRoot) {
      registry.liveRuntimeResources()
    }
  }

  init(
    registry: [StyleDeclaration], fixturesRoot: URL, tracksRoot: URL? = nil,
    liveSubscriptions: @escaping @MainActor () -> Int
  ) {
    self.registry = registry
    self.fixturesRoot = fixturesRoot
    tracks = TrackLibrary(
      root: tracksRoot
        ?? fixturesRoot.deletingLastPathComponent().appendingPathComponent(
          "tracks", isDirectory: true))
    self.liveSubscriptions = liveSubscriptions
  }

  /// The variants with a screen for `feature`, in registry order.
  public func variants(implementing feature: FeatureID) -> [VariantID] {
    registry.filter { $0.builder(for: feature) != nil }.map(\.id)
  }

  /// Plays `scenario` once on `variant`: the load, then every step until one cannot be
  /// performed, then a teardown unless the scenario ended with one.
  public func run(_ scenario: Scenario, variant: VariantID) -> ScenarioRun {
    guard let builder = builder(for: scenario.feature, variant: variant) else {
      return ScenarioRun(
        scenario: scenario.name, feature: scenario.feature, variant: variant, steps: [],
        expectationFailures: [],
        error: StepError(
          step: 0, line: 0,
          message: "expected a variant that implements \(scenario.feature.rawValue), "
            + "found `\(variant.rawValue)`"),
        leakedComponents: [], liveSubscriptionsAfterTeardown: 0, totalNs: 0)
    }
    let engine = makeEngine(builder, launchOptions: scenario.launchOptions)
    engine.load()
    var stepError: StepError?
    for (index, step) in scenario.steps.enumerated() {
      RunActivity.current.note(
        RunActivity.Step(
          feature: scenario.feature, scenario: scenario.name, variant: variant,
          step: index + 1, line: step.line))
      do {
        _ = try engine.perform(step)
      } catch {
        stepError = error
        break
      }
    }
    engine.finish()
    return ScenarioRun(
      scenario: scenario.name, feature: scenario.feature, variant: variant,
      steps: engine.records, expectationFailures: engine.failures, error: stepError,
      leakedComponents: engine.leakedComponents,
      liveSubscriptionsAfterTeardown: engine.liveSubscriptions,
      pendingWorkAfterTeardown: engine.pendingWork, totalNs: engine.totalNs)
  }

  func makeEngine(_ builder: @escaping SceneBuilder, launchOptions: LaunchOptions)
    -> ScenarioEngine
  {
    ScenarioEngine(
      host: ScreenHost(
        builder: builder, fixturesRoot: fixturesRoot, tracks: tracks,
        launchOptions: launchOptions, liveSubscriptions: liveSubscriptions))
  }

  func builder(for feature: FeatureID, variant: VariantID) -> SceneBuilder? {
    registry.first { $0.id == variant }?.builder(for: feature)
  }
}
