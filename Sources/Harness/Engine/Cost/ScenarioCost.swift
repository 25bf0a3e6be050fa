
/// What timing one scenario on one variant found: the whole run and each step.
public struct ScenarioCost: Sendable, Equatable {
  /// Statistics of the whole run's duration over the accepted runs; nil when none counted.
  public let statistics: SampleStatistics?
  /// Timed runs whose behaviour check passed and which therefore count.
  public let acceptedRuns: Int
  /// Timed runs discarded because their behaviour check failed.
  public let rejectedRuns: Int
  /// Per-step statistics over the accepted runs, in step order.
  public let steps: [StepCost]

  public init(
    statistics: SampleStatistics?, acceptedRuns: Int, rejectedRuns: Int, steps: [StepCost]
  ) {
    self.statistics = statistics
    self.acceptedRuns = acceptedRuns
    self.rejectedRuns = rejectedRuns
    self.steps = steps
  }
}
