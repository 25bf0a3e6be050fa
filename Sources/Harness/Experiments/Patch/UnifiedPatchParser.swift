/// Reads the unified diff format `git diff --no-renames` writes.
///
/// Text before the first file header (a commit message, say) is ignored. Renames, copies,
/// mode changes and binary patches are refused: an experiment's patch is plain text edits.
public enum UnifiedPatchParser {
  /// The patch in `text`, read from `source` (the name errors give).
  public static func parse(_ text: String, source: String) throws(PatchError) -> UnifiedPatch {
    var reader = LineReader(text: text, source: source)
    var files: [FilePatch] = []
    while let line = reader.peek {
      if line.hasPrefix("diff --git ") || line.hasPrefix("--- ") {
        files.append(try parseFile(&reader))
      } else {
        reader.advance()
      }
    }
    guard !files.isEmpty else {
      throw PatchError(source: source, line: 1, message: "no file changes found (`--- a/…` and `+++ b/…` lines)")
    }
    return UnifiedPatch(source: source, files: files)
  }

  private static let refusedHeaders = [
    "rename from", "rename to", "copy from", "copy to", "similarity index", "old mode",
    "new mode", "Binary files", "GIT binary patch",
  ]

  private static func parseFile(_ reader: inout LineReader) throws(PatchError) -> FilePatch {
    if reader.peek?.hasPrefix("diff --git ") == true { reader.advance() }
    while let line = reader.peek, !line.hasPrefix("--- ") {
      if line.hasPrefix("diff --git ") {
        throw reader.failure("a file header without `---`/`+++` lines (an empty or binary change)")
      }
      if let refused = refusedHeaders.first(where: { line.hasPrefix($0) }) {
        throw PatchError(
          source: reader.source, line: reader.lineNumber,
          message: "`\(refused)`: experiments hold text edits only; make the patch with "
            + "`git diff --no-renames` and no mode changes")
      }
      reader.advance()
    }
    guard let minus = reader.peek else { throw reader.failure("a `--- a/<path>` line") }
    let oldPath = path(in: minus, marker: "--- ", prefix: "a/")
    reader.advance()
    guard let plus = reader.peek, plus.hasPrefix("+++ ") else {
      throw reader.failure("a `+++ b/<path>` line after the `---` line")
    }
    let newPath = path(in: plus, marker: "+++ ", prefix: "b/")
    reader.advance()
    if oldPath == nil, newPath == nil { throw reader.failure("a file path other than /dev/null") }
    var hunks: [Hunk] = []
    while let line = reader.peek, line.hasPrefix("@@") {
      hunks.append(try parseHunk(&reader))
    }
    guard !hunks.isEmpty else { throw reader.failure("a hunk (`@@ -<line>,<count> +<line>,<count> @@`)") }
    return FilePatch(oldPath: oldPath, newPath: newPath, hunks: hunks)
  }

  /// The path of a `---`/`+++` line without its `a/`/`b/` prefix and any tab-separated date;
  /// nil for `/dev/null`.
  private static func path(in line: String, marker: String, prefix: String) -> String? {
    var path = String(line.dropFirst(marker.count))
    if let tab = path.firstIndex(of: "\t") { path = String(path[..<tab]) }
    if path == "/dev/null" { return nil }
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  private static func parseHunk(_ reader: inout LineReader) throws(PatchError) -> Hunk {
    let headerLine = reader.lineNumber
    guard let header = reader.peek, let ranges = HunkHeader(header) else {
      throw reader.failure("a hunk header like `@@ -12,7 +12,8 @@`")
    }
    reader.advance()
    var hunk = Hunk(oldStart: ranges.oldStart, headerLine: headerLine, lines: [])
    var oldLeft = ranges.oldCount
    var newLeft = ranges.newCount
    while oldLeft > 0 || newLeft > 0 {
      guard let line = reader.peek else {
        throw reader.failure("\(oldLeft) more old and \(newLeft) more new lines of the hunk at line \(headerLine) (the patch ends early)")
      }
      let text = String(line.dropFirst())
      switch line.first {
      case " ", nil:
        hunk.lines.append(.context(text))
        oldLeft -= 1
        newLeft -= 1
      case "-":
        hunk.lines.append(.removed(text))
        oldLeft -= 1
      case "+":
        hunk.lines.append(.added(text))
        newLeft -= 1
      case "\\":
        markMissingNewline(in: &hunk)
      default:
        throw reader.failure("a hunk line starting with ` `, `-` or `+` (the hunk at line \(headerLine) counts \(ranges.oldCount) old and \(ranges.newCount) new lines)")
      }
      if oldLeft < 0 || newLeft < 0 {
        throw reader.failure("no more lines: the hunk at line \(headerLine) counts \(ranges.oldCount) old and \(ranges.newCount) new lines")
      }
      reader.advance()
    }
    if let line = reader.peek, line.hasPrefix("\\") {
      markMissingNewline(in: &hunk)
      reader.advance()
    }
    return hunk
  }

  /// `\ No newline at end of file` applies to the line before it.
  private static func markMissingNewline(in hunk: inout Hunk) {
    switch hunk.lines.last {
    case .context: hunk.oldEndsWithoutNewline = true; hunk.newEndsWithoutNewline = true
    case .removed: hunk.oldEndsWithoutNewline = true
    case .added: hunk.newEndsWithoutNewline = true
    case nil: break
    }
  }
}

/// The numbers of `@@ -a[,b] +c[,d] @@`.
private struct HunkHeader {
  let oldStart: Int
  let oldCount: Int
  let newCount: Int

  init?(_ line: String) {
    let words = line.split(separator: " ")
    guard words.count >= 4, words[0] == "@@", words[3] == "@@",
      words[1].hasPrefix("-"), words[2].hasPrefix("+"),
      let old = Self.range(words[1].dropFirst()), let new = Self.range(words[2].dropFirst())
    else { return nil }
    oldStart = old.start
    oldCount = old.count
    newCount = new.count
  }

  private static func range(_ text: Substring) -> (start: Int, count: Int)? {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard let start = Int(parts[0]), start >= 0, parts.count <= 2 else { return nil }
    guard parts.count == 2 else { return (start, 1) }
    guard let count = Int(parts[1]), count >= 0 else { return nil }
    return (start, count)
  }
}

/// The patch's lines with their 1-based numbers.
private struct LineReader {
  let lines: [Substring]
  let source: String
  var index = 0

  init(text: String, source: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines.map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    self.source = source
  }

  var peek: String? { index < lines.count ? String(lines[index]) : nil }
  var lineNumber: Int { index + 1 }
  mutating func advance() { index += 1 }

  func failure(_ expected: String) -> PatchError {
    PatchError(source: source, line: min(lineNumber, max(lines.count, 1)), message: "expected \(expected)")
  }
}
