import Domain
import ScenarioLanguage
import SceneContract

/// One variant's screen played a step at a time by a caller that decides each next step from
/// what the screen offers now (``affordances``) — how generated stories are written.
///
/// It records exactly what ``ScenarioRunner/run(_:variant:)`` records for the same steps, so
/// its ``finish(as:)`` run compares with the other variants' runs of the finished story.
@MainActor
public final class StoryPlayer {
  public let feature: FeatureID
  public let variant: VariantID
  private let engine: ScenarioEngine
  private var steps: [ScenarioStep] = []
  private var stepError: StepError?

  /// Builds and shows `feature`'s screen as `variant` implements it; nil when it does not.
  public init?(
    feature: FeatureID, variant: VariantID, runner: ScenarioRunner,
    launchOptions: LaunchOptions = LaunchOptions()
  ) {
    guard let builder = runner.builder(for: feature, variant: variant) else { return nil }
    self.feature = feature
    self.variant = variant
    engine = runner.makeEngine(builder, launchOptions: launchOptions)
    engine.load()
  }

  /// What a user could do on the screen now.
  public var affordances: ScreenAffordances { engine.host.affordances() }

  /// The records so far, the load first.
  public var records: [StepRecord] { engine.records }

  /// Performs `step`; a step that cannot be performed ends the story (later calls do nothing).
  ///
  /// - Returns: the step error, when there was one.
  @discardableResult
  public func perform(_ step: ScenarioStep) -> StepError? {
    guard stepError == nil else { return stepError }
    steps.append(step)
    do {
      _ = try engine.perform(step)
    } catch {
      stepError = error
    }
    return stepError
  }

  /// Tears the screen down (leak-checked) and returns the run, as the runner would have
  /// recorded it for `scenario`.
  public func finish(as scenario: Scenario) -> ScenarioRun {
    engine.finish()
    return ScenarioRun(
      scenario: scenario.name, feature: feature, variant: variant, steps: engine.records,
      expectationFailures: engine.failures, error: stepError,
      leakedComponents: engine.leakedComponents,
      liveSubscriptionsAfterTeardown: engine.liveSubscriptions,
      pendingWorkAfterTeardown: engine.pendingWork, totalNs: engine.totalNs)
  }
}
