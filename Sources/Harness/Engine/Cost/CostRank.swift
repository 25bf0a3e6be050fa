
/// How one variant's median compares with the fastest variant's on the same scenario.
public struct CostRank: Sendable, Equatable, Codable {
  /// This variant's median divided by the fastest variant's median (1 for the fastest).
  public let ratio: Double
  /// Whether this variant has the smallest median.
  public let isFastest: Bool
  /// Whether the difference from the fastest is within noise: this variant's 95 % interval
  /// overlaps the fastest's (for the fastest itself: whether any other variant overlaps it).
  public let tied: Bool

  public init(ratio: Double, isFastest: Bool, tied: Bool) {
    self.ratio = ratio
    self.isFastest = isFastest
    self.tied = tied
  }

  /// The ratio as reports print it: `1.00`, `1.37`, or `1.04 (tied)`.
  public var label: String {
    CostFormat.ratio(ratio) + (tied ? " (tied)" : "")
  }
}
