import ScenarioLanguage

/// An experiment folder that does not hold what the format asks for, named by file and line.
public struct ExperimentError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file or folder, relative to the package root.
  public var path: String
  /// The 1-based line, when the problem is at one.
  public var line: Int?
  public var message: String

  public init(path: String, line: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.message = Echo.message(message)
  }

  public var description: String {
    guard !path.isEmpty else { return message }
    return line.map { "\(path):\($0): \(message)" } ?? "\(path): \(message)"
  }
}
