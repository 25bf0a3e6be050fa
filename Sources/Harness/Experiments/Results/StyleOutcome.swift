import SceneContract

/// What happened to one patched style in an experiment.
public struct StyleOutcome: Sendable, Equatable, Codable {
  public var style: VariantID
  public var verdict: ExperimentVerdict
  /// Scenarios of the feature that failed or leaked on this style.
  public var scenariosFailed: Int
  public var scenariosTotal: Int
  /// What caught it, first finding first (empty when nothing did).
  public var evidence: [Evidence]
  /// A pitfall's verdict from the style's own role tests for the feature, run on the same
  /// patched copy; nil for a change, or when they did not run.
  public var roleTests: RoleTestsOutcome?

  public init(
    style: VariantID, verdict: ExperimentVerdict, scenariosFailed: Int, scenariosTotal: Int,
    evidence: [Evidence], roleTests: RoleTestsOutcome? = nil
  ) {
    self.style = style
    self.verdict = verdict
    self.scenariosFailed = scenariosFailed
    self.scenariosTotal = scenariosTotal
    self.evidence = evidence
    self.roleTests = roleTests
  }
}

/// The verdict on a patched style.
public enum ExperimentVerdict: String, Sendable, Codable {
  /// A pitfall the harness caught: some scenario failed or leaked.
  case caught
  /// A pitfall every scenario passed anyway.
  case notCaught = "not caught"
  /// A changed style that passed every scenario, the change's included.
  case passed
  /// A changed style that failed some scenario.
  case failed
  /// The patched package did not compile.
  case buildFailed = "build failed"
}

extension ExperimentVerdict {
  /// Whether this verdict is what a pitfall's `Expected:` line says the harness does.
  public func meets(_ expectation: PitfallExpectation) -> Bool {
    switch expectation {
    case .caught: self == .caught
    case .notCaught: self == .notCaught
    }
  }
}

/// One finding that caught a patched style.
public struct Evidence: Sendable, Equatable, Codable {
  public var check: Check
  public var scenario: String
  /// The scenario file's line, for a finding at a step.
  public var line: Int?
  /// One line: what the check saw.
  public var summary: String
  /// The diff, or the compiler's messages, when there is more to show.
  public var detail: String?

  public init(check: Check, scenario: String, line: Int?, summary: String, detail: String? = nil) {
    self.check = check
    self.scenario = scenario
    self.line = line
    self.summary = summary
    self.detail = detail
  }

  /// The checks that catch a mistake.
  public enum Check: String, Sendable, Codable, CaseIterable {
    /// The screen differed from the other styles' at a step.
    case screen
    /// An `expect` did not hold.
    case expectation
    /// A step could not run on the screen.
    case stepError = "step error"
    /// Scene objects were still alive after teardown.
    case leakedObjects = "leaked objects"
    /// Runtime subscriptions or observations were still live after teardown.
    case liveSubscriptions = "live subscriptions"
    /// Work the screen started was still pending after teardown.
    case pendingWork = "pending work"
    /// The patched package did not build.
    case build
  }
}
