import ScenarioLanguage

/// A patch file that cannot be read, or a hunk that no longer applies to the sources.
public struct PatchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The patch file, as the package names it (`Scenarios/counter/pitfalls/<name>/<style>.patch`).
  public var source: String
  /// The 1-based line in the patch file the problem is at (a hunk's `@@` line).
  public var line: Int
  public var message: String

  public init(source: String, line: Int, message: String) {
    self.source = source
    self.line = line
    self.message = Echo.message(message)
  }

  public var description: String { "\(source):\(line): \(message)" }
}
