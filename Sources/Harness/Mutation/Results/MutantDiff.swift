/// A mutant as a reader judges it: a unified diff of the lines it changes.
public enum MutantDiff {
  /// The diff of `mutant` against `original`, the file's text, with one line of context.
  public static func text(of mutant: Mutant, original: String) -> String {
    let before = original.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    let after = mutant.apply(to: original).split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    var first = 0
    while first < before.count, first < after.count, before[first] == after[first] {
      first += 1
    }
    var lastBefore = before.count - 1
    var lastAfter = after.count - 1
    while lastBefore >= first, lastAfter >= first, before[lastBefore] == after[lastAfter] {
      lastBefore -= 1
      lastAfter -= 1
    }
    let start = max(0, first - 1)
    let endBefore = min(before.count - 1, lastBefore + 1)
    let endAfter = min(after.count - 1, lastAfter + 1)
    var lines = [
      "--- a/\(mutant.file)", "+++ b/\(mutant.file)",
      "@@ -\(start + 1),\(endBefore - start + 1) +\(start + 1),\(endAfter - start + 1) @@",
    ]
    for index in start..<first { lines.append(" " + before[index]) }
    if lastBefore >= first { lines += before[first...lastBefore].map { "-" + $0 } }
    if lastAfter >= first { lines += after[first...lastAfter].map { "+" + $0 } }
    if lastBefore + 1 <= endBefore, lastBefore + 1 < before.count {
      for index in (lastBefore + 1)...endBefore { lines.append(" " + before[index]) }
    }
    return lines.joined(separator: "\n")
  }
}
