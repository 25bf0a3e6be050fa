import Engine
import Reports


// MARK: - check

extension CommandLineParser {
  static func parseCheck(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments,
      valued: selectionOptions + outputOptions + [
        "--baseline", "--threshold", "--cost-regressions", "--junit", "--iterations", "--warmup",
      ], subcommand: .check)
    if parsed.help { return .help(.check) }
    try parsed.expectNoPositionals()
    guard let baseline = parsed.values["--baseline"] else {
      throw UsageError(
        "check needs a baseline: workbench check --baseline Reports/baseline.json",
        subcommand: .check)
    }
    var threshold = 0.25
    if let text = parsed.values["--threshold"] {
      guard let percent = Double(text), percent.isFinite, percent >= 0 else {
        throw UsageError(
          "option '--threshold' needs a percentage ≥ 0 (e.g. 25), not '\(text)'",
          subcommand: .check)
      }
      threshold = percent / 100
    }
    var severity = BaselineFinding.Severity.warning
    switch parsed.values["--cost-regressions"] {
    case nil, "warn": severity = .warning
    case "error": severity = .error
    case let other?:
      throw UsageError.unknown(
        "value of '--cost-regressions'", other, among: ["warn", "error"], subcommand: .check)
    }
    let plan = CostPlan(
      warmup: try parsed.integer("--warmup", minimum: 0) ?? CostPlan.quick.warmup,
      iterations: try parsed.integer("--iterations", minimum: 1) ?? CostPlan.quick.iterations)
    return .check(
      CheckOptions(
        root: parsed.values["--root"], selection: try parsed.selection(), baseline: baseline,
        threshold: threshold, costRegressions: severity, junit: parsed.values["--junit"],
        plan: plan, output: try parsed.outputOptions()))
  }
}
