import Experiments

extension CommandLineParser {
  static func parseExperiment(_ arguments: ArraySlice<String>) throws(UsageError)
    -> WorkbenchCommand
  {
    let parsed = try OptionScanner.scan(
      arguments, valued: ["--root", "--feature", "--variant", "--kind"],
      flags: ["--all", "--list", "--check", "--record"], subcommand: .experiment)
    if parsed.help { return .help(.experiment) }
    let all = parsed.flags.contains("--all")
    let list = parsed.flags.contains("--list")
    let check = parsed.flags.contains("--check")
    if list, check {
      throw UsageError("--list and --check are two actions; give one", subcommand: .experiment)
    }
    let record = parsed.flags.contains("--record")
    if record, list || check {
      throw UsageError(
        "option '--record' records the results of a run; --list and --check run nothing",
        subcommand: .experiment)
    }
    let filtered = ["--feature", "--variant", "--kind"].filter { parsed.values[$0] != nil }
    if !parsed.positionals.isEmpty {
      if all {
        throw UsageError(
          "give experiment names or --all, not both", subcommand: .experiment)
      }
      if let option = filtered.first {
        throw UsageError(
          "option '\(option)' filters --all, --list or --check; drop it when naming "
            + "experiments", subcommand: .experiment)
      }
    } else if !all, !list, !check {
      throw UsageError(
        "experiment needs a name, or --all: workbench experiment <name> … | --all "
          + "(workbench experiment --list shows them)", subcommand: .experiment)
    }
    var options = ExperimentOptions(
      root: parsed.values["--root"], names: parsed.positionals,
      action: list ? .list : check ? .check : .run, record: all || record)
    let selection = try parsed.selection()
    options.feature = selection.feature
    options.style = selection.variant
    if let kind = parsed.values["--kind"] {
      guard let value = ExperimentKind(rawValue: kind) else {
        throw UsageError.unknown(
          "kind", kind, among: ExperimentKind.allCases.map(\.rawValue), subcommand: .experiment)
      }
      options.kind = value
    }
    return .experiment(options)
  }
}
