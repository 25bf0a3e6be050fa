/// Applies a ``FilePatch`` to a file's text, the way `git apply` does without fuzz: every
/// hunk's context and removed lines must be found exactly, at the line the hunk names or
/// shifted by earlier edits of the file.
public enum PatchApplication {
  /// The file's text after `file`'s hunks; nil when the patch deletes the file.
  ///
  /// - Parameters:
  ///   - old: the file's text now, nil when it does not exist.
  ///   - source: the patch file's name, for errors.
  /// - Throws: ``PatchError`` naming the patch file, the hunk's line and what was not found.
  public static func apply(_ file: FilePatch, to old: String?, source: String)
    throws(PatchError) -> String?
  {
    let firstLine = file.hunks.first?.headerLine ?? 1
    switch (file.createsFile, old) {
    case (true, .some):
      throw PatchError(
        source: source, line: firstLine, message: "\(file.path) already exists; the patch creates it")
    case (false, nil):
      throw PatchError(
        source: source, line: firstLine, message: "\(file.path) does not exist; the patch changes it")
    default: break
    }
    var text = FileLines(old ?? "")
    var shift = 0
    var searchFrom = 0
    for (number, hunk) in file.hunks.enumerated() {
      let expected = max(hunk.oldStart - 1, 0) + shift
      guard let at = text.position(of: hunk.old, near: expected, notBefore: searchFrom) else {
        throw mismatch(hunk, number: number, of: file, in: text, at: expected, source: source)
      }
      text.lines.replaceSubrange(at..<(at + hunk.old.count), with: hunk.new)
      if at + hunk.new.count == text.lines.count {
        if hunk.newEndsWithoutNewline {
          text.endsWithNewline = false
        } else if hunk.oldEndsWithoutNewline {
          text.endsWithNewline = true
        }
      }
      shift += hunk.new.count - hunk.old.count + (at - expected)
      searchFrom = at + hunk.new.count
    }
    if file.deletesFile {
      guard text.lines.isEmpty else {
        throw PatchError(
          source: source, line: firstLine,
          message: "\(file.path) holds more than the patch deletes; it changed since")
      }
      return nil
    }
    return text.joined
  }

  /// The error for a hunk whose lines are not in the file: names the hunk and the first line
  /// that differs where it was expected.
  private static func mismatch(
    _ hunk: Hunk, number: Int, of file: FilePatch, in text: FileLines, at expected: Int,
    source: String
  ) -> PatchError {
    let old = hunk.old
    let differing = old.indices.first { offset in
      let index = expected + offset
      return index >= text.lines.count || text.lines[index] != old[offset]
    }
    var message =
      "hunk \(number + 1) of \(file.hunks.count) for \(file.path) no longer applies"
    if let offset = differing {
      let wanted = old[offset].trimmingLeadingSpaces
      message += ": `\(wanted.prefix(80))` is not at line \(expected + offset + 1)"
      message += " (nor anywhere else with the hunk's other lines)"
    }
    return PatchError(source: source, line: hunk.headerLine, message: message)
  }
}

/// A file's text as lines, and whether its last line ends with a newline.
private struct FileLines {
  var lines: [String]
  var endsWithNewline: Bool

  init(_ text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    endsWithNewline = text.hasSuffix("\n") || text.isEmpty
    if endsWithNewline { lines.removeLast() }
    self.lines = text.isEmpty ? [] : lines
  }

  var joined: String {
    lines.joined(separator: "\n") + (endsWithNewline && !lines.isEmpty ? "\n" : "")
  }

  /// Where `block` occurs nearest to `expected`, at or after `start`.
  func position(of block: [String], near expected: Int, notBefore start: Int) -> Int? {
    let last = lines.count - block.count
    guard last >= start else { return nil }
    let clamped = min(max(expected, start), last)
    for distance in 0...(last - start) {
      for candidate in [clamped - distance, clamped + distance] where (start...last).contains(candidate) {
        if matches(block, at: candidate) { return candidate }
      }
    }
    return nil
  }

  private func matches(_ block: [String], at index: Int) -> Bool {
    block.indices.allSatisfy { lines[index + $0] == block[$0] }
  }
}

extension String {
  fileprivate var trimmingLeadingSpaces: Substring { drop(while: { $0 == " " || $0 == "\t" }) }
}
