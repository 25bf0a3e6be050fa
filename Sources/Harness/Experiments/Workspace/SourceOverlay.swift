import Foundation

/// A package's files with patches laid over them in memory: nothing is written until
/// ``write(into:)``, so every hunk of every patch is checked before a file changes.
public struct SourceOverlay: Sendable {
  /// The package the unchanged files are read from.
  public let root: URL
  /// The patched files by path relative to `root`: their new text, or nil once deleted.
  public private(set) var changes: [String: String?] = [:]

  public init(root: URL) {
    self.root = root
  }

  /// The file's text with the patches applied so far; nil when it does not exist.
  public func read(_ path: String) -> String? {
    if let changed = changes[path] { return changed }
    return try? String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// Lays `patch` over the files; on error nothing of `patch` is kept.
  public mutating func apply(_ patch: UnifiedPatch) throws(PatchError) {
    var staged = changes
    for file in patch.files {
      guard Self.isInsidePackage(file.path) else {
        throw PatchError(
          source: patch.source, line: file.hunks.first?.headerLine ?? 1,
          message: "\(file.path) is not a path inside the package")
      }
      let current = staged[file.path] ?? read(file.path)
      staged[file.path] = try PatchApplication.apply(file, to: current, source: patch.source)
    }
    changes = staged
  }

  /// Sets the text of the file at `path` (relative to `root`) outright, nil to delete it:
  /// how `workbench mutate` lays mutants and their schemata over the sources.
  public mutating func replace(_ path: String, with text: String?) {
    changes[path] = .some(text)
  }

  /// Writes every patched file into `folder`, a copy of the package, and deletes the files
  /// the patches delete.
  ///
  /// - Throws: ``ExperimentError`` before anything is written when a path passes through a
  ///   symbolic link in the copy (a linked folder would take the write outside it).
  public func write(into folder: URL) throws {
    for path in changes.keys.sorted() {
      if let link = Self.symbolicLink(on: path, in: folder) {
        throw ExperimentError(
          path: link,
          message: "is a symbolic link; a patch writes only inside the package's copy, so it "
            + "never changes \(path) through a link")
      }
    }
    for (path, text) in changes.sorted(by: { $0.key < $1.key }) {
      let url = folder.appending(path: path)
      if let text {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
      } else if FileManager.default.fileExists(atPath: url.path) {
        try FileManager.default.removeItem(at: url)
      }
    }
  }

  /// The first part of `path` (relative to `folder`) that is a symbolic link, if any.
  static func symbolicLink(on path: String, in folder: URL) -> String? {
    var prefix = ""
    for component in path.split(separator: "/") {
      prefix += prefix.isEmpty ? String(component) : "/\(component)"
      let url = folder.appending(path: prefix)
      if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil {
        return prefix
      }
      if !FileManager.default.fileExists(atPath: url.path) { return nil }
    }
    return nil
  }

  /// A relative path that stays inside the package: no `..`, no leading `/`.
  static func isInsidePackage(_ path: String) -> Bool {
    !path.isEmpty && !path.hasPrefix("/")
      && !path.split(separator: "/").contains { $0 == ".." || $0 == "." }
  }
}
