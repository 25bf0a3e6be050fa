import SceneContract

/// One scenario executed once against one variant.
public struct ScenarioRun: Sendable {
  public let scenario: String
  public let feature: FeatureID
  public let variant: VariantID
  /// Every step executed, in order (all of them unless ``error`` stopped the run).
  public let steps: [StepRecord]
  /// Expectations that did not hold.
  public let expectationFailures: [ExpectationFailure]
  /// A step that could not be executed (e.g. tapping a widget that is not on screen).
  public let error: StepError?
  /// Scene components still alive after teardown (type names).
  public let leakedComponents: [String]
  /// Runtime subscriptions/observations still live after teardown, summed over runtimes.
  public let liveSubscriptionsAfterTeardown: Int
  /// Work the scene started that was still pending after teardown, summed over teardowns.
  public let pendingWorkAfterTeardown: PendingWork
  /// Wall-clock nanoseconds for the whole run (steps only).
  public let totalNs: UInt64

  public init(
    scenario: String, feature: FeatureID, variant: VariantID, steps: [StepRecord],
    expectationFailures: [ExpectationFailure], error: StepError?, leakedComponents: [String],
    liveSubscriptionsAfterTeardown: Int, pendingWorkAfterTeardown: PendingWork = .none,
    totalNs: UInt64
  ) {
    self.scenario = scenario
    self.feature = feature
    self.variant = variant
    self.steps = steps
    self.expectationFailures = expectationFailures
    self.error = error
    self.leakedComponents = leakedComponents
    self.liveSubscriptionsAfterTeardown = liveSubscriptionsAfterTeardown
    self.pendingWorkAfterTeardown = pendingWorkAfterTeardown
    self.totalNs = totalNs
  }

  /// What the run's teardowns left alive, a line per kind; empty when nothing.
  public var leftAlive: [String] {
    LeakReport(
      leakedComponents: leakedComponents, liveSubscriptions: liveSubscriptionsAfterTeardown,
      pendingWork: pendingWorkAfterTeardown
    ).findings
  }

  /// Whether the scene leaked objects, subscriptions or pending work.
  public var leaks: Bool {
    !leakedComponents.isEmpty || liveSubscriptionsAfterTeardown != 0
      || !pendingWorkAfterTeardown.isEmpty
  }
}

/// An `expect` step that did not hold.
public struct ExpectationFailure: Sendable, Equatable {
  public let step: Int
  public let line: Int
  public let source: String
  public let expected: String
  public let actual: String

  public init(step: Int, line: Int, source: String, expected: String, actual: String) {
    self.step = step
    self.line = line
    self.source = source
    self.expected = expected
    self.actual = actual
  }
}

/// A step the harness could not perform against the variant's screen.
public struct StepError: Error, Sendable, Equatable {
  public let step: Int
  public let line: Int
  public let message: String

  public init(step: Int, line: Int, message: String) {
    self.step = step
    self.line = line
    self.message = message
  }
}
