import Foundation
import Reports

/// Finds the workbench repository: the folder holding both `Package.swift` and `Scenarios/`.
public enum RepositoryRoot {
  /// The repository could not be found.
  public struct NotFound: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { "error: \(message)" }
  }

  /// `override` when given (it must be a repository), otherwise the nearest folder at or
  /// above `start` that is one.
  public static func locate(override: String?, from start: URL) throws(NotFound) -> URL {
    if let override {
      let url = URL(fileURLWithPath: override, relativeTo: start).standardizedFileURL
      guard isRepository(url) else {
        throw NotFound(
          message: "'\(override)' is not the workbench repository "
            + "(expected Package.swift and Scenarios/ in \(url.path))")
      }
      return url
    }
    var candidate = start.standardizedFileURL
    while true {
      if isRepository(candidate) { return candidate }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { break }
      candidate = parent
    }
    throw NotFound(
      message: "no workbench repository (a folder with Package.swift and Scenarios/) at or "
        + "above \(start.path); run from inside the repository or pass --root <path>")
  }

  /// Whether `url` holds `Package.swift` and a `Scenarios` folder.
  static func isRepository(_ url: URL) -> Bool {
    let files = FileManager.default
    var isDirectory: ObjCBool = false
    return files.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
      && files.fileExists(
        atPath: url.appendingPathComponent("Scenarios").path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }
}
