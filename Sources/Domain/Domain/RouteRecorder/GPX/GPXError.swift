/// Why a GPX file could not be read or written; ``message`` names the file for the user.
public enum GPXError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file could not be read at all (missing, a folder, no permission).
  case unreadable(file: String, reason: String)
  /// The file is not well-formed XML or not a valid GPX track; `line` when known.
  case malformed(file: String, line: Int?, reason: String)
  /// The export file could not be written.
  case unwritable(file: String, reason: String)

  /// The user-visible text (an alert message or a CLI line).
  public var message: String {
    switch self {
    case .unreadable(let file, let reason):
      return RouteRecorderStrings.unreadableGPXError(file, reason)
    case .malformed(let file, let line, let reason):
      return RouteRecorderStrings.malformedGPXError(file, line: line, reason)
    case .unwritable(let file, let reason):
      return RouteRecorderStrings.unwritableGPXError(file, reason)
    }
  }

  public var description: String { message }
}
