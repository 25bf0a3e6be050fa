import Engine

/// One scenario on one variant: behaviour, leaks, timing and renders.
public struct ScenarioResult: Sendable, Equatable, Codable {
  /// The scenario's name (its file name without `.scenario`).
  public var scenario: String
  public var behavior: Behavior
  /// Where the variant first went wrong; present when `behavior` is not `pass`.
  public var firstDivergence: DivergenceReport?
  /// Every expectation that did not hold (empty when none failed).
  public var expectationFailures: [DivergenceReport]
  /// The step that could not run; present exactly when `behavior` is `error`.
  public var error: StepErrorReport?
  public var leaks: LeakFindings
  /// Run time over the timed runs; absent when behaviour failed (nothing is timed then) or
  /// when no timed run passed its behaviour check.
  public var timing: TimingReport?
  public var renders: RenderCount
  /// A fingerprint of this variant's snapshot trace (see ``TraceDigest``), so a baseline can
  /// tell when the screens a scenario shows changed; absent in reports that predate it.
  public var traceDigest: String?

  public init(
    scenario: String, behavior: Behavior, firstDivergence: DivergenceReport?,
    expectationFailures: [DivergenceReport], error: StepErrorReport?, leaks: LeakFindings,
    timing: TimingReport?, renders: RenderCount, traceDigest: String? = nil
  ) {
    self.scenario = scenario
    self.behavior = behavior
    self.firstDivergence = firstDivergence
    self.expectationFailures = expectationFailures
    self.error = error
    self.leaks = leaks
    self.timing = timing
    self.renders = renders
    self.traceDigest = traceDigest
  }
}
