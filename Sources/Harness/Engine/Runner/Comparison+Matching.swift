import ScenarioLanguage
import UIKitLite

extension Comparison {
  /// Whether `actual` (a property as a widget renders it, quoted text unquoted first)
  /// satisfies the comparison.
  ///
  /// Numbers compare as numbers when both sides are numbers (integers exactly); ordering needs
  /// numbers on both sides; everything else compares as text.
  func holds(for actual: String) -> Bool {
    let actualText = unquoted(actual) ?? actual
    switch value {
    case .text(let expected):
      let equal = actualText == expected
      return op == .notEqual ? !equal : op == .equal && equal
    case .bare(let expected):
      guard let order = Self.numericOrder(actualText, expected) else {
        guard !op.isOrdering else { return false }
        return (actualText == expected) == (op == .equal)
      }
      switch op {
      case .equal: return order == 0
      case .notEqual: return order != 0
      case .less: return order < 0
      case .lessOrEqual: return order <= 0
      case .greater: return order > 0
      case .greaterOrEqual: return order >= 0
      }
    }
  }

  /// What the scenario expects, for failure messages: the value, prefixed by the operator
  /// unless it is `==`.
  var expectation: String {
    op == .equal ? value.description : description
  }

  /// -1, 0 or 1 when both are numbers; nil otherwise.
  private static func numericOrder(_ lhs: String, _ rhs: String) -> Int? {
    if let left = Int(lhs), let right = Int(rhs) {
      return left < right ? -1 : left == right ? 0 : 1
    }
    guard let left = TokenCursor.decimal(lhs), let right = TokenCursor.decimal(rhs) else {
      return nil
    }
    return left < right ? -1 : left == right ? 0 : 1
  }
}

/// The text inside a snapshot's double-quoted value, escapes undone; nil when not quoted.
func unquoted(_ rendered: String) -> String? {
  guard rendered.utf8.count >= 2, rendered.hasPrefix("\""), rendered.hasSuffix("\"") else {
    return nil
  }
  let inner = rendered.dropFirst().dropLast()
  // Nothing escaped (no backslash): the text is the inside, copied whole.
  guard inner.utf8.contains(UInt8(ascii: "\\")) else { return String(inner) }
  var text = ""
  var escaping = false
  for character in rendered.dropFirst().dropLast() {
    if escaping {
      switch character {
      case "n": text.append("\n")
      case "r": text.append("\r")
      case "t": text.append("\t")
      default: text.append(character)
      }
      escaping = false
    } else if character == "\\" {
      escaping = true
    } else {
      text.append(character)
    }
  }
  return escaping ? nil : text
}
