/// Options of `bench`.
public struct BenchOptions: Sendable, Equatable {
  public var root: String?
  public var selection: Selection
  /// `--warmup` and `--iterations`.
  public var plan: CostPlan
  /// `--runtimes`: also time the reactive runtimes' microbenchmarks.
  public var runtimes: Bool

  public init(
    root: String? = nil, selection: Selection = Selection(), plan: CostPlan = .bench,
    runtimes: Bool = false
  ) {
    self.root = root
    self.selection = selection
    self.plan = plan
    self.runtimes = runtimes
  }
}
