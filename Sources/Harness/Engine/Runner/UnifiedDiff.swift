
/// A unified diff (`--- old`, `+++ new`, `@@` hunks with context) of two texts, line by line,
/// from a longest common subsequence of their lines.
public enum UnifiedDiff {
  /// The diff of `old` against `new`; empty when they are equal.
  ///
  /// - Complexity: O(n × m) for the lines that differ after the common prefix and suffix are
  ///   set aside; past four million cells the middle is shown as replaced wholesale.
  public static func make(
    old: [String], new: [String], oldName: String, newName: String, context: Int = 3
  ) -> String {
    guard old != new else { return "" }
    let edits = script(old, new)
    var lines = ["--- \(oldName)", "+++ \(newName)"]
    for hunk in hunks(edits, context: context) {
      lines.append(header(hunk, edits))
      lines += edits[hunk].map { $0.rendered }
    }
    return lines.joined(separator: "\n")
  }

  // MARK: - Edit script

  struct Edit: Equatable {
    enum Kind { case keep, delete, insert }
    let kind: Kind
    let text: String
    /// 1-based line in old (for keep and delete) or new (for insert) — both for keep.
    let oldLine: Int
    let newLine: Int

    var rendered: String {
      switch kind {
      case .keep: return " " + text
      case .delete: return "-" + text
      case .insert: return "+" + text
      }
    }
  }

  static func script(_ old: [String], _ new: [String]) -> [Edit] {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    var edits: [Edit] = []
    var oldLine = 1
    var newLine = 1
    func emit(_ kind: Edit.Kind, _ text: String) {
      edits.append(Edit(kind: kind, text: text, oldLine: oldLine, newLine: newLine))
      if kind != .insert { oldLine += 1 }
      if kind != .delete { newLine += 1 }
    }
    for line in old[0..<prefix] { emit(.keep, line) }
    for (kind, line) in middle(oldMiddle, newMiddle) { emit(kind, line) }
    for line in old[(old.count - suffix)...] { emit(.keep, line) }
    return edits
  }

  /// The edits turning `old` into `new`, deletions before insertions where they meet.
  private static func middle(_ old: [String], _ new: [String]) -> [(Edit.Kind, String)] {
    guard old.count * new.count <= 4_000_000 else {
      return old.map { (.delete, $0) } + new.map { (.insert, $0) }
    }
    let width = new.count + 1
    var lengths = Array(repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [(Edit.Kind, String)] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        result.append((.keep, old[i]))
        i += 1
        j += 1
      } else if i < old.count,
        j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1]
      {
        result.append((.delete, old[i]))
        i += 1
      } else {
        result.append((.insert, new[j]))
        j += 1
      }
    }
    return result
  }

  // MARK: - Hunks

  /// Ranges of the edit script around changes, with `context` kept lines on each side;
  /// changes closer than twice the context share a hunk.
  static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
    let changed = edits.indices.filter { edits[$0].kind != .keep }
    var hunks: [Range<Int>] = []
    for index in changed {
      let start = max(0, index - context)
      let end = min(edits.count, index + context + 1)
      if let last = hunks.last, start <= last.upperBound {
        hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
      } else {
        hunks.append(start..<end)
      }
    }
    return hunks
  }

  private static func header(_ hunk: Range<Int>, _ edits: [Edit]) -> String {
    let slice = edits[hunk]
    let oldCount = slice.filter { $0.kind != .insert }.count
    let newCount = slice.filter { $0.kind != .delete }.count
    let first = slice.first ?? edits[hunk.lowerBound]
    let oldStart = oldCount == 0 ? first.oldLine - 1 : first.oldLine
    let newStart = newCount == 0 ? first.newLine - 1 : first.newLine
    return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
  }

  private static func range(_ start: Int, _ count: Int) -> String {
    count == 1 ? "\(start)" : "\(start),\(count)"
  }
}
