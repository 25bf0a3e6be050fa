/// Text made safe for XML and XHTML documents: the HTML report, its SVG and the JUnit output
/// are all well-formed XML.

import Engine
import ScenarioLanguage
enum XMLText {
  /// `text` escaped for element content and attribute values (`&`, `<`, `>`, `"`, `'`), with
  /// characters XML 1.0 forbids (most control characters) replaced by U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        let allowed =
          scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value)
        result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  /// An element with `attributes` (in the order given) and already-escaped `content`; an
  /// element without content closes itself.
  static func element(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], content: String? = nil
  ) -> String {
    var tag = "<\(name)"
    for (key, value) in attributes { tag += " \(key)=\"\(escape(value))\"" }
    guard let content else { return tag + "/>" }
    return tag + ">" + content + "</\(name)>"
  }

  /// An element without attributes holding `text`, escaped.
  static func text(_ name: String, _ text: String) -> String {
    element(name, [:], content: escape(text))
  }

  /// An element holding `text`, escaped.
  static func text(
    _ name: String, _ attributes: KeyValuePairs<String, String> = [:], _ text: String
  ) -> String {
    element(name, attributes, content: escape(text))
  }

  /// A number for an SVG coordinate: at most two decimals, no exponent.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
  }
}
