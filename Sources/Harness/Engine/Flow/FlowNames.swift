
/// Names and labels as flow diagrams show them: Swift's spelling of types (`Void`, `String?`,
/// `[Location]`) rather than the runtime's (`()`, `Optional<String>`, `Array<Location>`), and
/// labels short enough to sit on an arrow.
enum FlowNames {
  /// The longest label drawn, in characters.
  static let labelLimit = 44

  /// `layer` with its generic arguments spelled the way Swift source spells them.
  static func layer(_ layer: String) -> String {
    var cursor = Substring(layer)
    return parseType(&cursor) + String(cursor)
  }

  /// `label` with `Optional(…)` wrappers, `()` arguments and module prefixes (`Domain.Shop`)
  /// dropped, cut to ``labelLimit``.
  static func label(_ label: String) -> String {
    var text = withoutModulePrefixes(label.replacingOccurrences(of: "(())", with: "()"))
    while let range = text.range(of: "Optional(") {
      guard let close = matchingParenthesis(in: text, after: range.upperBound) else { break }
      text.replaceSubrange(close...close, with: "")
      text.replaceSubrange(range, with: "")
    }
    return bounded(text.split(whereSeparator: \.isNewline).joined(separator: " "))
  }

  /// `label` cut to ``labelLimit`` characters, the last of them `…` when it was longer.
  static func bounded(_ label: String) -> String {
    label.count <= labelLimit ? label : String(label.prefix(labelLimit - 1)) + "…"
  }

  /// A call read from the source, `mark` (`[closure] `) before it, within ``labelLimit``: when
  /// too long, the mark and the argument labels, which tell the calls apart, are kept and the
  /// function's name is shortened (`[closure] restaurant…(_:didChangeSearching:)`); a label
  /// that cannot keep them is cut as ``bounded(_:)`` cuts.
  static func call(_ label: String, mark: String = "") -> String {
    let whole = mark + label
    guard whole.count > labelLimit, label.hasSuffix(")"), let open = label.firstIndex(of: "(")
    else { return bounded(whole) }
    let arguments = label[open...]
    let room = labelLimit - mark.count - arguments.count - 1
    guard room > 0 else { return bounded(whole) }
    return mark + String(label[..<open].prefix(room)) + "…" + String(arguments)
  }

  /// `text` without `Module.` before capitalised type names, outside string literals.
  static func withoutModulePrefixes(_ text: String) -> String {
    var result = ""
    var word = ""
    var inString = false
    for character in text {
      if character == "\"" { inString.toggle() }
      if !inString, character.isLetter || character.isNumber || character == "_" {
        word.append(character)
        continue
      }
      let isPrefix =
        !inString && character == "." && word.first?.isUppercase == true
        && !(result.last.map { $0.isLetter || $0.isNumber || $0 == "." } ?? false)
      if !isPrefix { result += word + String(character) }
      word = ""
    }
    return result + word
  }

  // MARK: - Types

  /// Reads one type from the front of `cursor`: a name with optional `<…>` arguments, or `()`.
  private static func parseType(_ cursor: inout Substring) -> String {
    if cursor.hasPrefix("()") {
      cursor = cursor.dropFirst(2)
      return "Void"
    }
    let name = String(cursor.prefix { !"<>,".contains($0) })
    cursor = cursor.dropFirst(name.count)
    guard cursor.first == "<" else { return name }
    cursor = cursor.dropFirst()
    var arguments: [String] = []
    while !cursor.isEmpty {
      arguments.append(parseType(&cursor).trimmingSpaces())
      if cursor.first == "," {
        cursor = cursor.dropFirst()
        continue
      }
      if cursor.first == ">" { cursor = cursor.dropFirst() }
      break
    }
    switch (name.trimmingSpaces(), arguments.count) {
    case ("Optional", 1), ("Swift.Optional", 1): return arguments[0] + "?"
    case ("Array", 1), ("Swift.Array", 1): return "[\(arguments[0])]"
    case ("Dictionary", 2), ("Swift.Dictionary", 2): return "[\(arguments[0]): \(arguments[1])]"
    default: return "\(name)<\(arguments.joined(separator: ", "))>"
    }
  }

  /// The index of the `)` closing the parenthesis opened just before `start`.
  private static func matchingParenthesis(in text: String, after start: String.Index)
    -> String.Index?
  {
    var depth = 1
    var inString = false
    var index = start
    while index < text.endIndex {
      let character = text[index]
      if character == "\"" { inString.toggle() }
      if !inString {
        if character == "(" { depth += 1 }
        if character == ")" {
          depth -= 1
          if depth == 0 { return index }
        }
      }
      index = text.index(after: index)
    }
    return nil
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate func trimmingSpaces() -> String {
    var text = Substring(self)
    while text.first == " " { text = text.dropFirst() }
    while text.last == " " { text = text.dropLast() }
    return String(text)
  }
}
