import Foundation
import Reports
import ScenarioLanguage

/// Standard output and error, unbuffered, and the progress line shown on a terminal.
enum Terminal {
  /// Whether standard output is a terminal (not a pipe or file).
  static var isInteractiveOutput: Bool { isatty(1) == 1 }

  /// Whether standard input is a terminal.
  static var isInteractiveInput: Bool { isatty(0) == 1 }

  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// Writes `text` to standard error as it is.
  static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Writes an error to standard error, ending its line; control characters in it (from a
  /// scenario, a patch, an argument) are shown escaped, never sent to the terminal.
  static func error(_ text: String) {
    let visible = Echo.visible(text, keepingLineBreaks: true)
    FileHandle.standardError.write(
      Data((visible.hasSuffix("\n") ? visible : visible + "\n").utf8))
  }

  /// A path for messages: relative to the current directory when inside it.
  static func display(_ url: URL) -> String {
    let current = FileManager.default.currentDirectoryPath + "/"
    let path = url.standardizedFileURL.path
    return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
  }
}

/// Where a command's human-readable text goes — standard output, or standard error when
/// standard output carries JSON — and whether it is coloured.
struct Console: Sendable {
  /// A colour for a word or a line.
  enum Colour: String, Sendable {
    case red = "31"
    case green = "32"
    case yellow = "33"
  }

  /// Whether the text goes to standard error.
  let toStandardError: Bool
  /// Whether ANSI colours are used.
  let colour: Bool
  /// Whether the stream is a terminal (the progress line rewrites itself then).
  let isTerminal: Bool

  /// Standard output, or standard error when `format` puts JSON on standard output; coloured
  /// on a terminal unless `NO_COLOR` is set (non-empty) or `TERM` is `dumb`.
  init(
    format: OutputOptions.Format = .text,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) {
    toStandardError = format == .json
    isTerminal = isatty(toStandardError ? 2 : 1) == 1
    colour = Console.usesColour(isTerminal: isTerminal, environment: environment)
  }

  init(toStandardError: Bool, colour: Bool, isTerminal: Bool) {
    self.toStandardError = toStandardError
    self.colour = colour
    self.isTerminal = isTerminal
  }

  /// Colour only on a terminal, and never when `NO_COLOR` is set to anything but the empty
  /// string (https://no-color.org) or the terminal is `dumb`.
  static func usesColour(isTerminal: Bool, environment: [String: String]) -> Bool {
    isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
  }

  func write(_ text: String) {
    toStandardError ? Terminal.writeError(text) : Terminal.write(text)
  }

  /// `text` in `colour` when colours are on, else unchanged.
  func paint(_ text: String, _ colour: Colour) -> String {
    self.colour ? "\u{1B}[\(colour.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The failure blocks with their first lines (`FAIL …`, `ERROR …`, `LEAK …`) and diff lines
  /// coloured.
  func paintFailures(_ text: String) -> String {
    guard colour else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let line = String(line)
      if line.hasPrefix("FAIL ") || line.hasPrefix("ERROR ") || line.hasPrefix("LEAK ") {
        return paint(line, .red)
      }
      if line.hasPrefix("+++") || line.hasPrefix("---") { return line }
      if line.hasPrefix("+") { return paint(line, .green) }
      if line.hasPrefix("-") { return paint(line, .red) }
      return line
    }.joined(separator: "\n")
  }
}
