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
  ///
  /// `override` may be relative to `start` and may pass through symbolic links; the folder
  /// returned is the real one, so paths built from it work from any working directory.
  public static func locate(override: String?, from start: URL) throws(NotFound) -> URL {
    if let override {
      let given = URL(fileURLWithPath: override, isDirectory: true, relativeTo: start)
      let url = URL(fileURLWithPath: given.resolvingSymlinksInPath().path, isDirectory: true)
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
