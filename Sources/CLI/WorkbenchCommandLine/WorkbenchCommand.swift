import Reports


/// What a `workbench` command line asks for, once parsed.
public enum WorkbenchCommand: Sendable, Equatable {
  /// Print the tool's help, or a subcommand's.
  case help(Subcommand?)
  /// Print the tool's version (`--version`).
  case version
  /// List features, variants and scenarios.
  case list(ListOptions)
  /// Run scenarios (no arguments = every scenario on every variant) with a quick cost.
  case run(RunOptions)
  /// Run scenarios with more timed iterations, and optionally the runtime microbenchmarks.
  case bench(BenchOptions)
  /// Run scenarios and compare the results with a baseline report.
  case check(CheckOptions)
  /// Drive one screen interactively, a step per line from standard input.
  case play(PlayOptions)
  /// Print one feature of two styles side by side, paired by role.
  case compare(CompareOptions)
  /// Run, list or check pitfall and change experiments.
  case experiment(ExperimentOptions)
  /// Play generated stories on every style and shrink where they disagree.
  case fuzz(FuzzOptions)
  /// `mutate`: plant small mistakes in each style and see which checks catch them.
  case mutate(MutateOptions)
}
