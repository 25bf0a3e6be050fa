import Foundation

/// The ranks that bound a distribution-free 95 % confidence interval of a median.
///
/// Method (the binomial, or sign-test, interval): in a sample of `n` independent draws, the
/// number of draws below the true median follows Binomial(n, ½). So the interval between the
/// order statistics x₍k₎ and x₍n−k+1₎ covers the true median with probability
/// 1 − 2 · P(B ≤ k − 1), B ~ Binomial(n, ½). We take the largest `k` for which
/// P(B ≤ k − 1) ≤ 2.5 %, which gives a coverage of at least 95 % with the narrowest such
/// interval. For n ≤ 5 no rank reaches 95 %; the interval is then the whole range (min…max)
/// and its ``coverage`` says how much it really covers.
///
/// Examples: n = 7 → (1, 7); n = 10 → (2, 9); n = 20 → (6, 15); n = 30 → (10, 21).
public struct MedianInterval: Sendable, Equatable {
  /// 1-based rank of the lower bound in the sorted sample.
  public let lowerRank: Int
  /// 1-based rank of the upper bound in the sorted sample.
  public let upperRank: Int
  /// The probability that the interval covers the true median.
  public let coverage: Double

  /// The interval ranks for a sample of `sampleSize` values (at least 1).
  public init(sampleSize: Int, confidence: Double = 0.95) {
    let n = Swift.max(1, sampleSize)
    let tail = (1 - confidence) / 2
    let cumulative = Self.binomialHalfCumulative(n)
    var k = 1
    while k < (n + 1) / 2, cumulative[k] <= tail { k += 1 }
    lowerRank = k
    upperRank = n - k + 1
    coverage = 1 - 2 * cumulative[k - 1]
  }

  /// `P(B ≤ i)` for `i` in `0...n`, B ~ Binomial(n, ½), computed in log space so large `n`
  /// does not underflow.
  static func binomialHalfCumulative(_ n: Int) -> [Double] {
    var logProbability = -Double(n) * log(2.0)
    var total = 0.0
    var cumulative: [Double] = []
    cumulative.reserveCapacity(n + 1)
    for i in 0...n {
      total += exp(logProbability)
      cumulative.append(Swift.min(1, total))
      logProbability += log(Double(n - i)) - log(Double(i + 1))
    }
    return cumulative
  }
}
