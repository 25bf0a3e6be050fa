import Mutation
import ScenarioLanguage

extension CommandLineParser {
  static func parseMutate(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments,
      valued: [
        "--root", "--feature", "--variant", "--seed", "--budget", "--time", "--out", "--record-run",
      ],
      flags: ["--record", "--list"], subcommand: .mutate)
    if parsed.help { return .help(.mutate) }
    try parsed.expectNoPositionals()
    var options = MutateOptions(root: parsed.values["--root"])
    if let name = parsed.values["--feature"] {
      options.feature = try OptionScanner.Parsed.feature(name, subcommand: .mutate)
    }
    if let name = parsed.values["--variant"] {
      options.variant =
        name == MutationCell.domain
        ? name : try OptionScanner.Parsed.variant(name, subcommand: .mutate).rawValue
    }
    if let seed = parsed.values["--seed"] {
      guard let value = UInt64(seed) else {
        throw UsageError(
          "option '--seed' needs a whole number from 0 to \(UInt64.max), not '\(Echo.token(seed))'",
          subcommand: .mutate)
      }
      options.seed = value
    }
    options.budget = try parsed.integer("--budget", minimum: 1) ?? MutateOptions.defaultBudget
    if let time = parsed.values["--time"] {
      guard let duration = Self.budgetDuration(time) else {
        throw UsageError(
          "option '--time' needs a duration such as 90s, 20m or 1h, not '\(Echo.token(time))'",
          subcommand: .mutate)
      }
      options.time = duration
    }
    options.out = parsed.values["--out"]
    options.record = parsed.flags.contains("--record")
    options.list = parsed.flags.contains("--list")
    if options.list, options.record {
      throw UsageError("option '--record' records a run; --list runs nothing", subcommand: .mutate)
    }
    options.recordRun = parsed.values["--record-run"]
    let others = Set(parsed.values.keys).subtracting(["--root", "--record-run"]).union(parsed.flags)
    if options.recordRun != nil, !others.isEmpty {
      throw UsageError(
        "option '--record-run' records a finished run and takes no other option but --root",
        subcommand: .mutate)
    }
    return .mutate(options)
  }
}
