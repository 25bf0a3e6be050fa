import SceneContract

/// Whether a variant behaved as the scenario and the other variants say it should.
public enum Behavior: String, Sendable, Codable {
  /// Every expectation held and the trace equals the reference trace.
  case pass
  /// An expectation failed, or the trace diverged from the reference.
  case fail
  /// A step could not be executed.
  case error
}

/// The first step where a variant's screen differed from the reference.
public struct Divergence: Sendable, Equatable, Codable {
  public let step: Int
  public let line: Int
  public let source: String
  /// The reference snapshot at that step.
  public let expected: String
  /// This variant's snapshot at that step.
  public let actual: String
  /// A unified diff of expected against actual.
  public let diff: String

  public init(step: Int, line: Int, source: String, expected: String, actual: String, diff: String)
  {
    self.step = step
    self.line = line
    self.source = source
    self.expected = expected
    self.actual = actual
    self.diff = diff
  }
}

/// The behaviour verdict for one scenario × variant, relative to the reference trace.
public struct BehaviorVerdict: Sendable {
  public let variant: VariantID
  public let behavior: Behavior
  public let divergence: Divergence?
  public let run: ScenarioRun

  public init(variant: VariantID, behavior: Behavior, divergence: Divergence?, run: ScenarioRun) {
    self.variant = variant
    self.behavior = behavior
    self.divergence = divergence
    self.run = run
  }
}
