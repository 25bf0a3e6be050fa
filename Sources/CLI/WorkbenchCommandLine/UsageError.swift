import Reports
import ScenarioLanguage

/// A command line `workbench` cannot run, with what to type instead.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong, with a suggestion when a near name exists.
  public let message: String
  /// The subcommand whose help explains the valid usage; nil for the tool itself.
  public let subcommand: Subcommand?

  public init(_ message: String, subcommand: Subcommand? = nil) {
    self.message = Echo.message(message)
    self.subcommand = subcommand
  }

  /// The message and where to read more, e.g.
  /// `unknown option '--iteration'; did you mean '--iterations'?` then the help hint.
  public var description: String {
    let command = subcommand.map { "workbench \($0.rawValue)" } ?? "workbench"
    return "error: \(message)\nSee '\(command) --help'."
  }

  /// `unknown <kind> '<name>'`, with the nearest valid name when one is close.
  static func unknown(
    _ kind: String, _ name: String, among candidates: [String], subcommand: Subcommand? = nil
  ) -> UsageError {
    UsageError(
      NameSuggestion.unknownNameMessage(kind, name, among: candidates), subcommand: subcommand)
  }
}
