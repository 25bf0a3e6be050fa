import Foundation
import SceneContract

/// Ranks variants against the fastest one, reporting overlaps as ties rather than ranks.
public enum CostRanking {
  /// The rank of every variant in `statistics`; the fastest is the smallest median, ties on
  /// the median going to the variant whose name sorts first.
  public static func rank(_ statistics: [VariantID: SampleStatistics]) -> [VariantID: CostRank] {
    let ordered = statistics.sorted { lhs, rhs in
      lhs.value.median != rhs.value.median
        ? lhs.value.median < rhs.value.median : lhs.key.rawValue < rhs.key.rawValue
    }
    guard let (fastestID, fastest) = ordered.first else { return [:] }
    var ranks: [VariantID: CostRank] = [:]
    var anyTie = false
    for (variant, stats) in ordered.dropFirst() {
      let tied = stats.intervalOverlaps(fastest)
      anyTie = anyTie || tied
      let ratio = fastest.median > 0 ? stats.median / fastest.median : 1
      ranks[variant] = CostRank(ratio: ratio, isFastest: false, tied: tied)
    }
    ranks[fastestID] = CostRank(ratio: 1, isFastest: true, tied: anyTie)
    return ranks
  }

  /// The geometric mean of `ratios` (how benchmark suites summarise slowdowns), or nil when
  /// there are none.
  public static func geometricMean(_ ratios: [Double]) -> Double? {
    let positive = ratios.filter { $0 > 0 }
    guard !positive.isEmpty else { return nil }
    let logSum = positive.reduce(0.0) { $0 + log($1) }
    return exp(logSum / Double(positive.count))
  }
}
