/// Finds the valid name a mistyped one most likely meant, for "did you mean …?" messages.
public enum NameSuggestion {
  /// The candidate closest to `name` by edit distance (case-insensitive, a swap of two adjacent
  /// letters counting as one edit), or nil when none is close enough to be a plausible typo.
  ///
  /// A candidate is close enough when at most a third of the name (at least two letters) had to
  /// change, or when one name contains the other (`resetButton` → `countResetButton`). Ties go
  /// to the earlier candidate.
  ///
  /// - Complexity: O(n × m) per candidate, for names of lengths n and m.
  public static func nearest<Names: Sequence>(to name: String, in candidates: Names) -> String?
  where Names.Element == String {
    let typed = Array(name.lowercased())
    guard !typed.isEmpty, typed.count <= Echo.lineLimit else { return nil }
    let allowed = max(2, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates where candidate != name {
      let lowered = Array(candidate.lowercased())
      var distance = editDistance(typed, lowered)
      if distance > allowed, contains(lowered, typed) || contains(typed, lowered) {
        distance = allowed
      }
      guard distance <= allowed else { continue }
      if best == nil || distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The optimal-string-alignment distance between two strings: insertions, deletions,
  /// substitutions and swaps of adjacent characters each cost one.
  static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    if lhs.isEmpty { return rhs.count }
    if rhs.isEmpty { return lhs.count }
    let width = rhs.count + 1
    var previousRow: [Int] = []
    var row = Array(0...rhs.count)
    for i in 1...lhs.count {
      let beforePrevious = previousRow
      previousRow = row
      row = [i] + Array(repeating: 0, count: rhs.count)
      for j in 1..<width {
        let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
        row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
        if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
          row[j] = min(row[j], beforePrevious[j - 2] + 1)
        }
      }
    }
    return row[rhs.count]
  }

  /// Whether `long` contains `short` (of three letters or more) as a run of characters.
  private static func contains(_ long: [Character], _ short: [Character]) -> Bool {
    guard short.count >= 3, short.count < long.count else { return false }
    return (0...(long.count - short.count)).contains {
      long[$0..<($0 + short.count)].elementsEqual(short)
    }
  }
}

extension NameSuggestion {
  /// `unknown <kind> '<name>'`, then the nearest valid name when one is close, else every
  /// valid name: the sentence the command line uses for any name it does not know.
  public static func unknownNameMessage(
    _ kind: String, _ name: String, among candidates: [String]
  ) -> String {
    let message = "unknown \(kind) '\(Echo.token(name))'"
    if let suggestion = nearest(to: name, in: candidates) {
      return message + "; did you mean '\(suggestion)'?"
    }
    return message + " (expected one of: \(candidates.joined(separator: ", ")))"
  }
}
