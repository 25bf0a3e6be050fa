
/// Two texts in two columns, lines matched as ``UnifiedDiff`` matches them: equal lines side by
/// side, a line only on the left marked `<`, only on the right `>`, changed pairs `|`.
public enum SideBySideDiff {
  /// `old` and `new` in two columns of `width` characters each (longer lines are cut with `…`).
  public static func make(old: [String], new: [String], width: Int) -> String {
    let edits = UnifiedDiff.script(old, new)
    var rows: [(left: String?, right: String?)] = []
    var index = 0
    while index < edits.count {
      let edit = edits[index]
      switch edit.kind {
      case .keep:
        rows.append((edit.text, edit.text))
        index += 1
      case .delete, .insert:
        var deleted: [String] = []
        var inserted: [String] = []
        while index < edits.count, edits[index].kind != .keep {
          if edits[index].kind == .delete {
            deleted.append(edits[index].text)
          } else {
            inserted.append(edits[index].text)
          }
          index += 1
        }
        for offset in 0..<max(deleted.count, inserted.count) {
          rows.append(
            (
              offset < deleted.count ? deleted[offset] : nil,
              offset < inserted.count ? inserted[offset] : nil
            ))
        }
      }
    }
    return rows.map { row in
      let marker: String
      switch (row.left, row.right) {
      case let (left?, right?): marker = left == right ? " " : "|"
      case (_?, nil): marker = "<"
      default: marker = ">"
      }
      return fitted(row.left ?? "", width) + " " + marker + " " + (row.right ?? "")
    }.joined(separator: "\n")
  }

  private static func fitted(_ text: String, _ width: Int) -> String {
    let expanded = text.replacingTabs()
    if expanded.count > width { return String(expanded.prefix(max(width - 1, 0))) + "…" }
    return expanded + String(repeating: " ", count: width - expanded.count)
  }
}

extension String {
  fileprivate func replacingTabs() -> String {
    split(separator: "\t", omittingEmptySubsequences: false).joined(separator: "  ")
  }
}
