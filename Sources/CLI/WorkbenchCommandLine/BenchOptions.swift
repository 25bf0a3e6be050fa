import Engine
import Reports


/// Options of `bench`.
public struct BenchOptions: Sendable, Equatable {
  public var root: String?
  public var selection: Selection
  /// `--warmup` and `--iterations`.
  public var plan: CostPlan
  /// `--runtimes`: also time the runtimes' microbenchmarks (reactive and Swift concurrency).
  public var runtimes: Bool
  /// `--scaling`: also measure the route recorder's cost per fix at 1,000, 10,000 and 100,000
  /// fixes (the feature selection is the route recorder then).
  public var scaling: Bool
  /// `--out` and `--format`.
  public var output: OutputOptions

  public init(
    root: String? = nil, selection: Selection = Selection(), plan: CostPlan = .bench,
    runtimes: Bool = false, scaling: Bool = false, output: OutputOptions = OutputOptions()
  ) {
    self.output = output
    self.root = root
    self.selection = selection
    self.plan = plan
    self.runtimes = runtimes
    self.scaling = scaling
  }
}
