import Engine
import ScenarioLanguage
import Reports
import SceneContract

/// Splits arguments into option values, flags and positionals, rejecting unknown options.
enum OptionScanner {
  /// The scanned arguments of one subcommand.
  struct Parsed {
    var values: [String: String] = [:]
    /// The values of options that may be given more than once, in order.
    var lists: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []
    /// Whether `-h` or `--help` appeared.
    var help = false
    let subcommand: Subcommand?
  }

  /// Scans `arguments`; `valued` options take a value, `flags` do not. `--` ends the options.
  /// `-h` or `--help` anywhere before `--` wins over everything else, even a wrong option.
  static func scan(
    _ arguments: ArraySlice<String>, valued: [String], repeatable: [String] = [],
    flags: [String] = [], subcommand: Subcommand?
  ) throws(UsageError) -> Parsed {
    var parsed = Parsed(subcommand: subcommand)
    let options = arguments.prefix { $0 != "--" }
    if options.contains(where: { $0 == "-h" || $0 == "--help" }) {
      parsed.help = true
      return parsed
    }
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--" {
        parsed.positionals += remaining
        break
      }
      guard argument.hasPrefix("-"), argument.count > 1 else {
        parsed.positionals.append(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = String(parts[0])
      let inlineValue = parts.count > 1 ? String(parts[1]) : nil
      if valued.contains(name) || repeatable.contains(name) {
        guard parsed.values[name] == nil || repeatable.contains(name) else {
          throw UsageError("option '\(name)' given twice", subcommand: subcommand)
        }
        guard let value = inlineValue ?? remaining.first, !value.isEmpty,
          inlineValue != nil || !value.hasPrefix("--")
        else {
          throw UsageError("option '\(name)' needs a value", subcommand: subcommand)
        }
        if inlineValue == nil { remaining = remaining.dropFirst() }
        parsed.values[name] = value
        parsed.lists[name, default: []].append(value)
      } else if flags.contains(name) {
        guard inlineValue == nil else {
          throw UsageError("option '\(name)' takes no value", subcommand: subcommand)
        }
        parsed.flags.insert(name)
      } else {
        throw UsageError.unknown(
          "option", name, among: valued + repeatable + flags + ["--help"],
          subcommand: subcommand)
      }
    }
    return parsed
  }
}

// MARK: - Typed values

extension OptionScanner.Parsed {
  func expectNoPositionals() throws(UsageError) {
    guard let first = positionals.first else { return }
    throw UsageError("unexpected argument '\(Echo.token(first))'", subcommand: subcommand)
  }

  /// The `--feature`, `--variant` and `--scenario` filters.
  func selection() throws(UsageError) -> Selection {
    var selection = Selection(scenario: values["--scenario"])
    if let name = values["--feature"] {
      selection.feature = try Self.feature(name, subcommand: subcommand)
    }
    if let name = values["--variant"] {
      selection.variant = try Self.variant(name, subcommand: subcommand)
    }
    return selection
  }

  /// The integer value of `option`, at least `minimum`; nil when the option is absent.
  func integer(_ option: String, minimum: Int) throws(UsageError) -> Int? {
    guard let text = values[option] else { return nil }
    guard let value = Int(text), value >= minimum else {
      throw UsageError(
        "option '\(option)' needs an integer ≥ \(minimum), not '\(Echo.token(text))'", subcommand: subcommand)
    }
    return value
  }

  static func feature(_ name: String, subcommand: Subcommand?) throws(UsageError) -> FeatureID {
    guard Catalog.featureNames.contains(name) else {
      throw UsageError.unknown(
        "feature", name, among: Catalog.featureNames, subcommand: subcommand)
    }
    return FeatureID(rawValue: name)
  }

  static func variant(_ name: String, subcommand: Subcommand?) throws(UsageError) -> VariantID {
    guard Catalog.styleNames.contains(name) else {
      throw UsageError.unknown(
        "variant", name, among: Catalog.styleNames, subcommand: subcommand)
    }
    return VariantID(rawValue: name)
  }
}
