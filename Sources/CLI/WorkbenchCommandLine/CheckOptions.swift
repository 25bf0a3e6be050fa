import Engine
import Reports


/// Options of `check`.
public struct CheckOptions: Sendable, Equatable {
  public var root: String?
  public var selection: Selection
  /// `--baseline <report.json>`: the report to compare with.
  public var baseline: String
  /// `--threshold <percent>`: the tolerated rise of a ratio, as a fraction (default 0.25).
  public var threshold: Double
  /// `--cost-regressions warn|error`: whether a cost regression fails the check.
  public var costRegressions: BaselineFinding.Severity
  /// `--junit <file>`: also write the results and findings as JUnit XML there.
  public var junit: String?
  /// `--warmup` and `--iterations`.
  public var plan: CostPlan
  /// `--out` and `--format`.
  public var output: OutputOptions

  public init(
    root: String? = nil, selection: Selection = Selection(), baseline: String,
    threshold: Double = 0.25, costRegressions: BaselineFinding.Severity = .warning,
    junit: String? = nil, plan: CostPlan = .quick, output: OutputOptions = OutputOptions()
  ) {
    self.output = output
    self.root = root
    self.selection = selection
    self.baseline = baseline
    self.threshold = threshold
    self.costRegressions = costRegressions
    self.junit = junit
    self.plan = plan
  }
}
