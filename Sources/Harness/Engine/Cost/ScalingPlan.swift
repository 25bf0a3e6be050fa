import Domain

/// How the scaling family measures the route recorder: route sizes, rounds, and how fixes are
/// delivered.
///
/// Every size is a `SyntheticWalk` of that many fixes from one fixed seed, so each variant
/// records exactly the same route.
public struct ScalingPlan: Sendable, Equatable {
  /// Route sizes in fixes, ascending.
  public let sizes: [Int]
  /// Timed rounds per size; each round records the route once on every variant, interleaved.
  public let runs: Int
  /// Fixes of the untimed warm-up recording each variant makes first.
  public let warmupFixes: Int
  /// The walk's seed.
  public let seed: UInt64
  /// Fixes per delivery (a phone delivers about one a second, one at a time).
  public let batchSize: Int

  public init(sizes: [Int], runs: Int, warmupFixes: Int, seed: UInt64, batchSize: Int = 1) {
    self.sizes = sizes.filter { $0 > 0 }.sorted()
    self.runs = max(1, runs)
    self.warmupFixes = max(0, warmupFixes)
    self.seed = seed
    self.batchSize = max(1, batchSize)
  }

  /// `bench --scaling`: 1,000, 10,000 and 100,000 fixes (`SyntheticWalk.scalingSizes`), five
  /// timed rounds after a 1,000-fix warm-up, one fix per delivery, seed 7.
  public static let standard = ScalingPlan(
    sizes: SyntheticWalk.scalingSizes, runs: 5, warmupFixes: 1_000, seed: 7)
}
