/// A patch in the unified format `git diff` writes: one ``FilePatch`` per file it touches.
///
/// Experiments keep their edits this way so a reader sees exactly what changed, `git apply`
/// understands them, and the workbench can apply them itself without git.
public struct UnifiedPatch: Sendable, Equatable {
  /// Where the patch was read from, as reports and errors name it (`Scenarios/…/<style>.patch`).
  public var source: String
  public var files: [FilePatch]

  public init(source: String, files: [FilePatch]) {
    self.source = source
    self.files = files
  }

  /// Lines the patch adds, over every file.
  public var linesAdded: Int { files.reduce(0) { $0 + $1.linesAdded } }
  /// Lines the patch removes, over every file.
  public var linesRemoved: Int { files.reduce(0) { $0 + $1.linesRemoved } }
}

/// The changes a patch makes to one file.
public struct FilePatch: Sendable, Equatable {
  /// The file's path before the change, relative to the package root; nil for a new file.
  public var oldPath: String?
  /// The file's path after the change; nil for a deleted file.
  public var newPath: String?
  public var hunks: [Hunk]

  public init(oldPath: String?, newPath: String?, hunks: [Hunk]) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.hunks = hunks
  }

  /// The path the file is known by: the new one, or the old one for a deletion.
  public var path: String { newPath ?? oldPath ?? "" }
  public var createsFile: Bool { oldPath == nil }
  public var deletesFile: Bool { newPath == nil }

  public var linesAdded: Int { hunks.reduce(0) { $0 + $1.added.count } }
  public var linesRemoved: Int { hunks.reduce(0) { $0 + $1.removed.count } }
  /// Every line the patch adds to this file, in order.
  public var addedLines: [String] { hunks.flatMap(\.added) }
  /// Every line the patch removes from this file, in order.
  public var removedLines: [String] { hunks.flatMap(\.removed) }
}

/// One `@@ -a,b +c,d @@` block: lines to find (context and removed) and what replaces them.
public struct Hunk: Sendable, Equatable {
  /// One line of a hunk.
  public enum Line: Sendable, Equatable {
    case context(String)
    case removed(String)
    case added(String)
  }

  /// The 1-based line in the old file where the hunk starts (0 for an empty old file).
  public var oldStart: Int
  /// The 1-based line of the `@@` header in the patch file.
  public var headerLine: Int
  public var lines: [Line]
  /// The old file does not end with a newline after this hunk's last old line.
  public var oldEndsWithoutNewline: Bool
  /// The new file does not end with a newline after this hunk's last new line.
  public var newEndsWithoutNewline: Bool

  public init(
    oldStart: Int, headerLine: Int, lines: [Line], oldEndsWithoutNewline: Bool = false,
    newEndsWithoutNewline: Bool = false
  ) {
    self.oldStart = oldStart
    self.headerLine = headerLine
    self.lines = lines
    self.oldEndsWithoutNewline = oldEndsWithoutNewline
    self.newEndsWithoutNewline = newEndsWithoutNewline
  }

  /// The lines the old file must hold where the hunk applies: context and removed lines.
  public var old: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .removed(let text): text
      case .added: nil
      }
    }
  }

  /// The lines that replace them: context and added lines.
  public var new: [String] {
    lines.compactMap {
      switch $0 {
      case .context(let text), .added(let text): text
      case .removed: nil
      }
    }
  }

  public var added: [String] {
    lines.compactMap { if case .added(let text) = $0 { text } else { nil } }
  }

  public var removed: [String] {
    lines.compactMap { if case .removed(let text) = $0 { text } else { nil } }
  }
}
