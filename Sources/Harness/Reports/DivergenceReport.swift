
/// A step where a variant's screen (or an expectation) differed from what it should be.
public struct DivergenceReport: Sendable, Equatable, Codable {
  /// Index of the step in the trace: the load is step 0, the first scenario step is step 1.
  public var step: Int
  /// 1-based line in the scenario file.
  public var line: Int
  /// The step as written.
  public var source: String
  /// The reference snapshot (or the expected value).
  public var expected: String
  /// What the variant showed.
  public var actual: String
  /// A unified diff of `expected` against `actual` (empty for a single-value expectation).
  public var diff: String

  public init(
    step: Int, line: Int, source: String, expected: String, actual: String, diff: String
  ) {
    self.step = step
    self.line = line
    self.source = source
    self.expected = expected
    self.actual = actual
    self.diff = diff
  }
}
