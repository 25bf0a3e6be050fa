
/// Order statistics of a sample of durations: the median, the spread (min, max, p90) and a
/// distribution-free 95 % confidence interval of the median.
///
/// Timing samples are skewed (a run is never faster than the machine allows, but it can be
/// much slower when the scheduler interrupts it), so nothing here assumes a normal
/// distribution: every figure is an order statistic of the sorted sample.
public struct SampleStatistics: Sendable, Equatable, Codable {
  /// How many samples the figures describe.
  public let count: Int
  /// The middle sample; the mean of the two middle samples when `count` is even.
  public let median: Double
  /// The smallest sample.
  public let min: Double
  /// The largest sample.
  public let max: Double
  /// The 90th percentile by the nearest-rank method: the sample at rank ⌈0.9 · count⌉.
  public let p90: Double
  /// Lower bound of the 95 % confidence interval of the median (see ``MedianInterval``).
  public let ciLow: Double
  /// Upper bound of the 95 % confidence interval of the median.
  public let ciHigh: Double

  /// The statistics of `samples`, or nil when there are none.
  public init?(samples: [Double]) {
    guard !samples.isEmpty else { return nil }
    let sorted = samples.sorted()
    let count = sorted.count
    self.count = count
    let middle = count / 2
    median = count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    min = sorted[0]
    max = sorted[count - 1]
    let rank = (9 * count + 9) / 10
    p90 = sorted[rank - 1]
    let interval = MedianInterval(sampleSize: count)
    ciLow = sorted[interval.lowerRank - 1]
    ciHigh = sorted[interval.upperRank - 1]
  }

  /// The statistics of integer nanosecond samples, or nil when there are none.
  public init?(nanoseconds: [UInt64]) {
    self.init(samples: nanoseconds.map { Double($0) })
  }

  /// Whether the two confidence intervals share at least one value.
  public func intervalOverlaps(_ other: SampleStatistics) -> Bool {
    ciLow <= other.ciHigh && other.ciLow <= ciHigh
  }
}
