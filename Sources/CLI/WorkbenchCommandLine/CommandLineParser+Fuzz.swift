import Fuzzing
import ScenarioLanguage

extension CommandLineParser {
  static func parseFuzz(_ arguments: ArraySlice<String>) throws(UsageError) -> WorkbenchCommand {
    let parsed = try OptionScanner.scan(
      arguments, valued: ["--root", "--seed", "--stories", "--time", "--length", "--out"],
      repeatable: ["--feature"], flags: ["--record", "--show"], subcommand: .fuzz)
    if parsed.help { return .help(.fuzz) }
    try parsed.expectNoPositionals()
    var options = FuzzOptions(root: parsed.values["--root"])
    for name in parsed.lists["--feature"] ?? [] {
      let feature = try OptionScanner.Parsed.feature(name, subcommand: .fuzz)
      if !options.features.contains(feature) { options.features.append(feature) }
    }
    if let seed = parsed.values["--seed"] {
      guard let value = UInt64(seed) else {
        throw UsageError(
          "option '--seed' needs a whole number from 0 to \(UInt64.max), not '\(Echo.token(seed))'",
          subcommand: .fuzz)
      }
      options.seed = value
    }
    if parsed.values["--stories"] != nil, parsed.values["--time"] != nil {
      throw UsageError("give --stories or --time, not both", subcommand: .fuzz)
    }
    if let stories = try parsed.integer("--stories", minimum: 1) {
      options.budget = .stories(stories)
    }
    if let time = parsed.values["--time"] {
      guard let duration = Self.budgetDuration(time) else {
        throw UsageError(
          "option '--time' needs a duration such as 90s, 20m or 1h, not '\(Echo.token(time))'",
          subcommand: .fuzz)
      }
      options.budget = .time(duration)
    }
    options.length = try parsed.integer("--length", minimum: 1) ?? FuzzOptions.defaultLength
    guard options.length <= 10_000 else {
      throw UsageError("option '--length' takes at most 10000 steps", subcommand: .fuzz)
    }
    options.out = parsed.values["--out"]
    options.record = parsed.flags.contains("--record")
    options.show = parsed.flags.contains("--show")
    return .fuzz(options)
  }

  /// `500ms`, `90s`, `20m` or `1h` (whole numbers, at most a day); nil for anything else.
  static func budgetDuration(_ text: String) -> Duration? {
    let units: [(suffix: String, seconds: Double)] = [
      ("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600),
    ]
    for unit in units where text.hasSuffix(unit.suffix) {
      let digits = text.dropLast(unit.suffix.count)
      guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let value = Int(digits), value > 0
      else { return nil }
      let seconds = Double(value) * unit.seconds
      guard seconds <= 86_400 else { return nil }
      return .milliseconds(Int64(seconds * 1000))
    }
    return nil
  }
}
