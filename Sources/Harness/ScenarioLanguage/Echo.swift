/// How much of any input errors and reports quote, and how: a 10 MB token or title is named by
/// its first characters and its length, never copied whole, and control characters (NUL, ESC
/// and the ANSI sequences it starts, bidirectional overrides) are shown as `\u{1B}` escapes, so
/// nothing from a scenario, a patch, an argument or a typed line reaches the terminal raw.
///
/// Every limit counts characters (extended grapheme clusters), so a cut never splits one.
/// Every echo point — CLI errors, `play`, experiment errors, scenario errors, reports — goes
/// through one of ``token(_:)``, ``line(_:)``, ``message(_:)``, ``block(_:)``.
public enum Echo {
  /// Characters of one name, token or value quoted in an error message.
  public static let tokenLimit = 64
  /// Characters of one line quoted in a report: a step's source, a snapshot line.
  public static let lineLimit = 240
  /// Lines of one block quoted in a report: a snapshot, a diff.
  public static let blockLineLimit = 400
  /// Characters of a whole error message (its quoted parts already bounded).
  public static let messageLimit = 1_000

  /// `text` when it has at most ``tokenLimit`` characters, else its start, `…` and its length;
  /// control characters, line breaks included, escaped.
  public static func token(_ text: String) -> String {
    visible(bounded(text, to: tokenLimit), keepingLineBreaks: false)
  }

  /// `text` when it has at most ``lineLimit`` characters, else its start, `…` and its length;
  /// control characters, line breaks included, escaped.
  public static func line(_ text: String) -> String {
    visible(bounded(text, to: lineLimit), keepingLineBreaks: false)
  }

  /// `text` when it has at most ``messageLimit`` characters, else its start, `…` and its length;
  /// control characters but line breaks and tabs escaped.
  public static func message(_ text: String) -> String {
    visible(bounded(text, to: messageLimit), keepingLineBreaks: true)
  }

  /// `text` with every control character shown as a `\u{…}` escape: C0 and C1 controls (NUL,
  /// ESC, BEL, backspace, carriage return, DEL …) and the bidirectional formatting characters
  /// that reorder what a terminal shows. Line feeds and tabs stay when `keepingLineBreaks`.
  ///
  /// - Complexity: O(n); text without such characters is returned as it is.
  public static func visible(_ text: String, keepingLineBreaks: Bool) -> String {
    func hidden(_ scalar: Unicode.Scalar) -> Bool {
      if keepingLineBreaks, scalar == "\n" || scalar == "\t" { return false }
      return scalar.properties.generalCategory == .control
        || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
    guard text.unicodeScalars.contains(where: hidden) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if hidden(scalar) {
        let escape = "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        result.append(contentsOf: escape.unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` with every line bounded by ``lineLimit`` and at most ``blockLineLimit`` lines, the
  /// rest counted on a last line (`… 250 more lines`).
  ///
  /// - Complexity: O(n) in the length of `text`.
  public static func block(_ text: String) -> String {
    guard text.utf8.count > lineLimit else { return visible(text, keepingLineBreaks: true) }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var kept = lines.prefix(blockLineLimit).map {
      visible(bounded(String($0), to: lineLimit), keepingLineBreaks: true)
    }
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
