import Reports

/// Where a run writes its reports and how it speaks on standard output (`--out`, `--format`).
public struct OutputOptions: Sendable, Equatable {
  /// What standard output carries.
  public enum Format: String, Sendable, Equatable, CaseIterable {
    /// The summary table, the failures and the closing lines, for people.
    case text
    /// The run summary as one JSON document (``RunSummary``); the text goes to standard error.
    case json
  }

  /// `--out <dir>`: the folder for report.md, report.json and report.html; nil picks one
  /// from the selection (``ReportFolder``).
  public var out: String?
  /// `--format text|json`.
  public var format: Format

  public init(out: String? = nil, format: Format = .text) {
    self.out = out
    self.format = format
  }
}

// MARK: - Parsing

extension OptionScanner.Parsed {
  /// `--out` and `--format`.
  func outputOptions() throws(UsageError) -> OutputOptions {
    var options = OutputOptions(out: values["--out"])
    if let name = values["--format"] {
      guard let format = OutputOptions.Format(rawValue: name) else {
        throw UsageError.unknown(
          "value of '--format'", name, among: OutputOptions.Format.allCases.map(\.rawValue),
          subcommand: subcommand)
      }
      options.format = format
    }
    return options
  }
}
