/// The one XML escaper of the workbench: GPX exports, the HTML report, its SVG charts and the
/// JUnit output all escape text with it.
public enum XMLEscaping {
  /// `text` safe for element content and attribute values: `&`, `<`, `>`, `"` and `'` as
  /// entities, a carriage return as `&#xD;` (so it survives XML's line-end and attribute
  /// normalization), tab and line feed as they are, and every character XML 1.0 forbids
  /// (other control characters, U+FFFE, U+FFFF) replaced by U+FFFD.
  ///
  /// - Complexity: O(n) in the text's length.
  public static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\r": result += "&#xD;"
      case "\t", "\n": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
