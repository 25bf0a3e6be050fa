
/// How many untimed warm-up rounds and timed rounds a cost measurement does.
public struct CostPlan: Sendable, Equatable, Codable {
  /// Rounds run first and discarded (caches, lazy initialisation, page faults).
  public let warmup: Int
  /// Timed rounds; each round runs every variant once.
  public let iterations: Int

  public init(warmup: Int, iterations: Int) {
    self.warmup = max(0, warmup)
    self.iterations = max(0, iterations)
  }

  /// The default run's quick cost: 1 warm-up round and 9 timed rounds. Nine is the smallest
  /// sample whose 95 % median interval excludes the minimum and maximum (ranks 2 and 8, see
  /// ``MedianInterval``), so one outlying run cannot make every variant look tied.
  public static let quick = CostPlan(warmup: 1, iterations: 9)

  /// The `bench` subcommand's default: 3 warm-up rounds and 30 timed rounds.
  public static let bench = CostPlan(warmup: 3, iterations: 30)

  /// `run --quick`: nothing timed; every scenario runs once per variant for its behaviour,
  /// trace and leak checks (and once more, traced, for the flow figures).
  public static let behaviorOnly = CostPlan(warmup: 0, iterations: 0)

  /// Whether anything is timed.
  public var isTimed: Bool { iterations > 0 }
}
