import Engine

/// Run-time statistics of one scenario on one variant, in nanoseconds.
public struct TimingReport: Sendable, Equatable, Codable {
  /// Timed runs that passed their behaviour check and count.
  public var iterations: Int
  /// Timed runs discarded because their behaviour check failed.
  public var rejectedRuns: Int
  public var medianNs: Double
  public var minNs: Double
  public var maxNs: Double
  public var p90Ns: Double
  /// The 95 % confidence interval of the median (distribution-free, see `MedianInterval`).
  public var ciLowNs: Double
  public var ciHighNs: Double
  /// Median divided by the fastest variant's median on this scenario.
  public var ratio: Double
  /// Whether this variant is the fastest on this scenario.
  public var fastest: Bool
  /// Whether the confidence interval overlaps the fastest variant's (not ranked then).
  public var tied: Bool
  /// Per-step statistics, in step order.
  public var steps: [StepTimingReport]

  public init(cost: ScenarioCost, statistics: SampleStatistics, rank: CostRank) {
    iterations = cost.acceptedRuns
    rejectedRuns = cost.rejectedRuns
    medianNs = statistics.median
    minNs = statistics.min
    maxNs = statistics.max
    p90Ns = statistics.p90
    ciLowNs = statistics.ciLow
    ciHighNs = statistics.ciHigh
    ratio = rank.ratio
    fastest = rank.isFastest
    tied = rank.tied
    steps = cost.steps.map(StepTimingReport.init(step:))
  }

  /// The rank as reports print it: `1.00`, `1.37`, `1.04 (tied)`.
  public var rankLabel: String {
    CostRank(ratio: ratio, isFastest: fastest, tied: tied).label
  }
}
