/// A scenario that cannot run: malformed text, or a name its feature's screen does not have.
///
/// Printed the way compilers print errors, so editors and terminals can jump to the spot:
/// `Scenarios/counter/count-up.scenario:3:5: expected a widget identifier after `tap``.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The scenario file's path, as it was given.
  public let file: String
  /// 1-based line.
  public let line: Int
  /// 1-based column, counted in characters.
  public let column: Int
  /// What was expected there, and what was found.
  public let message: String

  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = Echo.message(message)
  }

  public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// A position and a message, before the file name is known (the parser's internal error).
struct SyntaxError: Error, Equatable {
  let column: Int
  let message: String

  func located(file: String, line: Int) -> ScenarioError {
    ScenarioError(file: file, line: line, column: column, message: message)
  }
}

/// Renders `name` for a message, with a suggestion when one is near enough.
public func didYouMean(_ name: String, among candidates: [String]) -> String {
  guard let suggestion = NameSuggestion.nearest(to: name, in: candidates) else { return "" }
  return "; did you mean `\(suggestion)`?"
}
