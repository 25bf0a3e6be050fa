/// How much of any input errors and reports quote: a 10 MB token or title is named by its first
/// characters and its length, never copied whole.
///
/// Every limit counts characters (extended grapheme clusters), so a cut never splits one.
public enum Echo {
  /// Characters of one name, token or value quoted in an error message.
  public static let tokenLimit = 64
  /// Characters of one line quoted in a report: a step's source, a snapshot line.
  public static let lineLimit = 240
  /// Lines of one block quoted in a report: a snapshot, a diff.
  public static let blockLineLimit = 400
  /// Characters of a whole error message (its quoted parts already bounded).
  public static let messageLimit = 1_000

  /// `text` when it has at most ``tokenLimit`` characters, else its start, `…` and its length.
  public static func token(_ text: String) -> String {
    bounded(text, to: tokenLimit)
  }

  /// `text` when it has at most ``lineLimit`` characters, else its start, `…` and its length.
  public static func line(_ text: String) -> String {
    bounded(text, to: lineLimit)
  }

  /// `text` when it has at most ``messageLimit`` characters, else its start, `…` and its length.
  public static func message(_ text: String) -> String {
    bounded(text, to: messageLimit)
  }

  /// `text` with every line bounded by ``lineLimit`` and at most ``blockLineLimit`` lines, the
  /// rest counted on a last line (`… 250 more lines`).
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func block(_ text: String) -> String {
    guard text.utf8.count > lineLimit else { return text }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var kept = lines.prefix(blockLineLimit).map { bounded(String($0), to: lineLimit) }
    if lines.count > blockLineLimit {
      kept.append("… \(lines.count - blockLineLimit) more lines")
    }
    return kept.joined(separator: "\n")
  }

  /// The first `limit` characters of `text` and `…(n characters)`, or `text` when it is short.
  static func bounded(_ text: String, to limit: Int) -> String {
    guard text.utf8.count > limit else { return text }
    let count = text.count
    guard count > limit else { return text }
    return "\(text.prefix(limit))…(\(count) characters)"
  }
}
