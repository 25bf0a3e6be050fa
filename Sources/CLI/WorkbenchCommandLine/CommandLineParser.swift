import Engine
import ScenarioLanguage
import Reports
import SceneContract

/// Parses `workbench` arguments by hand: subcommand first, then `--option value` (or
/// `--option=value`) pairs and flags in any order; `-h`/`--help` anywhere asks for help.
/// Unknown names are rejected with the nearest valid one.
public enum CommandLineParser {
  /// The command `arguments` (without the program name) ask for.
  ///
  /// `--root <path>` may also come before the subcommand (`workbench --root ../wb run`), and
  /// `--version` alone prints the version.
  public static func parse(_ arguments: [String]) throws(UsageError) -> WorkbenchCommand {
    if arguments.first == "--version" || arguments.first == "-V" {
      guard arguments.count == 1 else {
        throw UsageError("unexpected argument '\(Echo.token(arguments[1]))' after --version")
      }
      return .version
    }
    guard let (root, rest) = try leadingRoot(arguments) else {
      return try parseSubcommand(arguments)
    }
    let command = try parseSubcommand(rest)
    if case .help = command { return command }
    guard command.root == nil else {
      throw UsageError("option '--root' given twice")
    }
    return command.rooted(at: root)
  }

  /// A `--root <path>` (or `--root=<path>`) in front of the subcommand, and the arguments
  /// after it; nil when the arguments do not start with one.
  static func leadingRoot(_ arguments: [String]) throws(UsageError)
    -> (root: String, rest: [String])?
  {
    guard let first = arguments.first else { return nil }
    if first.hasPrefix("--root=") {
      let value = String(first.dropFirst("--root=".count))
      guard !value.isEmpty else { throw UsageError("option '--root' needs a value") }
      return (value, Array(arguments.dropFirst()))
    }
    guard first == "--root" else { return nil }
    guard arguments.count > 1, !arguments[1].hasPrefix("-") else {
      throw UsageError("option '--root' needs a value")
    }
    return (arguments[1], Array(arguments.dropFirst(2)))
  }

  static func parseSubcommand(_ arguments: [String]) throws(UsageError) -> WorkbenchCommand {
    guard let first = arguments.first else { return .run(RunOptions()) }
    if first.hasPrefix("-") { return try parseRun(arguments[...], subcommand: nil) }
    guard let subcommand = Subcommand(rawValue: first) else {
      throw UsageError.unknown("subcommand", first, among: Subcommand.allCases.map(\.rawValue))
    }
    let rest = arguments.dropFirst()
    switch subcommand {
    case .list: return try parseList(rest)
    case .run: return try parseRun(rest, subcommand: .run)
    case .bench: return try parseBench(rest)
    case .check: return try parseCheck(rest)
    case .play: return try parsePlay(rest)
    case .compare: return try parseCompare(rest)
    case .experiment: return try parseExperiment(rest)
    case .fuzz: return try parseFuzz(rest)
    case .mutate: return try parseMutate(rest)
    case .help: return try parseHelp(rest)
    }
  }

  // MARK: - Subcommands

  static let selectionOptions = ["--feature", "--variant", "--scenario", "--root"]
  /// The widest column `compare --side-by-side` draws: wider than any screen, small enough
  /// that a typo cannot make it print megabytes.
  static let maximumCompareWidth = 500
  static let outputOptions = ["--out", "--format"]

  static func parseRun(
    _ arguments: ArraySlice<String>, subcommand: Subcommand?
  ) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments, valued: selectionOptions + outputOptions + ["--junit", "--threads"],
      flags: ["--write-baseline", "--quick"], subcommand: subcommand)
    if parsed.help { return .help(subcommand) }
    try parsed.expectNoPositionals()
    let selection = try parsed.selection()
    let writeBaseline = parsed.flags.contains("--write-baseline")
    if writeBaseline, selection != Selection() {
      throw UsageError(
        "option '--write-baseline' records the whole matrix; drop --feature, --variant and "
          + "--scenario", subcommand: subcommand)
    }
    let quick = parsed.flags.contains("--quick")
    if writeBaseline, quick {
      throw UsageError(
        "option '--write-baseline' records costs; it cannot be combined with --quick",
        subcommand: subcommand)
    }
    let threads = parsed.values["--threads"] ?? "virtual"
    guard ["virtual", "live"].contains(threads) else {
      throw UsageError(
        "option '--threads' takes virtual or live, not '\(threads)'", subcommand: subcommand)
    }
    if writeBaseline, threads == "live" {
      throw UsageError(
        "option '--write-baseline' records costs on virtual threads; drop --threads live",
        subcommand: subcommand)
    }
    return .run(
      RunOptions(
        root: parsed.values["--root"], selection: selection, junit: parsed.values["--junit"],
        writeBaseline: writeBaseline, quick: quick, output: try parsed.outputOptions(),
        liveThreads: threads == "live"))
  }

  static func parseList(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments, valued: ["--root", "--variant"], flags: ["--missing"], subcommand: .list)
    if parsed.help { return .help(.list) }
    try parsed.expectNoPositionals()
    let missing = parsed.flags.contains("--missing")
    let variant = try parsed.values["--variant"].map { (name) throws(UsageError) in
      try OptionScanner.Parsed.variant(name, subcommand: .list)
    }
    if variant != nil, !missing {
      throw UsageError("option '--variant' goes with --missing", subcommand: .list)
    }
    return .list(ListOptions(root: parsed.values["--root"], variant: variant, missing: missing))
  }

  static func parseBench(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments, valued: selectionOptions + outputOptions + ["--iterations", "--warmup"],
      flags: ["--runtimes", "--scaling"], subcommand: .bench)
    if parsed.help { return .help(.bench) }
    try parsed.expectNoPositionals()
    let plan = CostPlan(
      warmup: try parsed.integer("--warmup", minimum: 0) ?? CostPlan.bench.warmup,
      iterations: try parsed.integer("--iterations", minimum: 1) ?? CostPlan.bench.iterations)
    var selection = try parsed.selection()
    let scaling = parsed.flags.contains("--scaling")
    if scaling {
      let scaled = Catalog.features(offering: .scalingBenchmark)
      if let feature = selection.feature, !scaled.contains(feature) {
        throw UsageError(
          "--scaling measures \(scaled.map(\.rawValue).joined(separator: ", ")); it cannot be "
            + "combined with --feature \(feature.rawValue)", subcommand: .bench)
      }
      selection.feature = selection.feature ?? scaled.first
    }
    return .bench(
      BenchOptions(
        root: parsed.values["--root"], selection: selection, plan: plan,
        runtimes: parsed.flags.contains("--runtimes"), scaling: scaling,
        output: try parsed.outputOptions()))
  }

  static func parsePlay(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments, valued: ["--variant", "--root"], flags: ["--live", "--trace"],
      subcommand: .play)
    if parsed.help { return .help(.play) }
    guard let featureName = parsed.positionals.first else {
      throw UsageError(
        "play needs a feature: workbench play <feature> --variant <variant>", subcommand: .play)
    }
    if parsed.positionals.count > 1 {
      throw UsageError(
        "unexpected argument '\(Echo.token(parsed.positionals[1]))'", subcommand: .play)
    }
    let feature = try OptionScanner.Parsed.feature(featureName, subcommand: .play)
    guard let variantName = parsed.values["--variant"] else {
      throw UsageError(
        "play needs a variant: workbench play \(feature.rawValue) --variant <variant> "
          + "(one of: \(Catalog.styleNames.joined(separator: ", ")))",
        subcommand: .play)
    }
    let variant = try OptionScanner.Parsed.variant(variantName, subcommand: .play)
    let live = parsed.flags.contains("--live")
    let liveFeatures = Catalog.features(offering: .livePlay)
    if live, !liveFeatures.contains(feature) {
      throw UsageError(
        "option '--live' is for \(liveFeatures.map(\.rawValue).joined(separator: ", ")), "
          + (liveFeatures.count == 1
            ? "the feature that talks" : "the features that talk")
          + " to the network; \(feature.rawValue) plays in virtual time only",
        subcommand: .play)
    }
    return .play(
      PlayOptions(
        root: parsed.values["--root"], feature: feature, variant: variant, live: live,
        trace: parsed.flags.contains("--trace")))
  }

  static func parseCompare(_ arguments: ArraySlice<String>) throws(UsageError)
    -> WorkbenchCommand
  {
    let parsed = try OptionScanner.scan(
      arguments, valued: ["--root", "--role", "--width"], flags: ["--side-by-side"],
      subcommand: .compare)
    if parsed.help { return .help(.compare) }
    guard parsed.positionals.count == 3 else {
      throw UsageError(
        "compare needs a feature and two styles: workbench compare <feature> <style> <style> "
          + "(features: \(Catalog.featureNames.joined(separator: ", ")); styles: "
          + "\(Catalog.styleNames.joined(separator: ", ")))",
        subcommand: .compare)
    }
    let feature = try OptionScanner.Parsed.feature(parsed.positionals[0], subcommand: .compare)
    let left = try OptionScanner.Parsed.variant(parsed.positionals[1], subcommand: .compare)
    let right = try OptionScanner.Parsed.variant(parsed.positionals[2], subcommand: .compare)
    let width = try parsed.integer("--width", minimum: 20)
    if let width, width > Self.maximumCompareWidth {
      throw UsageError(
        "option '--width' takes 20 to \(Self.maximumCompareWidth) columns per side, not '\(width)'",
        subcommand: .compare)
    }
    if width != nil, !parsed.flags.contains("--side-by-side") {
      throw UsageError("option '--width' goes with --side-by-side", subcommand: .compare)
    }
    let layout: RoleComparison.Layout =
      parsed.flags.contains("--side-by-side") ? .sideBySide(width: width ?? 60) : .unified
    return .compare(
      CompareOptions(
        root: parsed.values["--root"], feature: feature, left: left, right: right,
        layout: layout, role: parsed.values["--role"]))
  }

  static func parseHelp(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    guard let name = arguments.first else { return .help(nil) }
    if arguments.count > 1 {
      throw UsageError(
        "unexpected argument '\(Echo.token(arguments[arguments.startIndex + 1]))'")
    }
    guard let subcommand = Subcommand(rawValue: name), subcommand != .help else {
      let names = Subcommand.allCases.filter { $0 != .help }.map(\.rawValue)
      throw UsageError.unknown("subcommand", name, among: names)
    }
    return .help(subcommand)
  }
}
