import SceneContract

/// What one run of an experiment found: per patched style, whether the harness caught the
/// pitfall (or whether the changed style passed the changed scenarios), and how long it took.
public struct ExperimentResult: Sendable, Equatable, Codable {
  public var name: String
  public var feature: FeatureID
  public var kind: ExperimentKind
  /// The pitfall's `Expected:` when it ran; nil for a change.
  public var expected: PitfallExpectation?
  /// One outcome per patched style, in the experiment's order.
  public var outcomes: [StyleOutcome]
  /// Whether every style the experiment did not patch passed every scenario (they are the
  /// reference a pitfall is judged against).
  public var othersPassed: Bool
  public var timing: ExperimentTiming
  /// When it ran (ISO 8601, UTC).
  public var ranAt: String

  public init(
    name: String, feature: FeatureID, kind: ExperimentKind, expected: PitfallExpectation?,
    outcomes: [StyleOutcome], othersPassed: Bool, timing: ExperimentTiming, ranAt: String
  ) {
    self.name = name
    self.feature = feature
    self.kind = kind
    self.expected = expected
    self.outcomes = outcomes
    self.othersPassed = othersPassed
    self.timing = timing
    self.ranAt = ranAt
  }

  /// The outcome of `style`, if the experiment patched it.
  public func outcome(of style: VariantID) -> StyleOutcome? {
    outcomes.first { $0.style == style }
  }

  /// Whether what happened is what the experiment says should happen: a pitfall caught (or
  /// not) as its `Expected:` line says, a change passed by every style.
  public var asExpected: Bool {
    guard othersPassed || kind == .change else { return false }
    return outcomes.allSatisfy { outcome in
      switch kind {
      case .change: outcome.verdict == .passed
      case .pitfall: expected.map(outcome.verdict.meets) ?? false
      }
    }
  }
}

/// Seconds spent on each part of one experiment.
public struct ExperimentTiming: Sendable, Equatable, Codable {
  /// Copying the package and applying the patches.
  public var prepareSeconds: Double
  /// The incremental release build of `workbench`.
  public var buildSeconds: Double
  /// Running the feature's scenarios.
  public var runSeconds: Double
  /// A pitfall's debug build with the tests and its patched styles' role tests; nil for a
  /// change.
  public var roleTestSeconds: Double?

  public init(
    prepareSeconds: Double, buildSeconds: Double, runSeconds: Double,
    roleTestSeconds: Double? = nil
  ) {
    self.prepareSeconds = prepareSeconds
    self.buildSeconds = buildSeconds
    self.runSeconds = runSeconds
    self.roleTestSeconds = roleTestSeconds
  }

  public var totalSeconds: Double {
    prepareSeconds + buildSeconds + runSeconds + (roleTestSeconds ?? 0)
  }
}
