import Foundation

/// One lexical unit of a scenario line.
struct Token: Equatable {
  enum Kind: Equatable {
    /// A run of characters without spaces, quotes or operators: keywords, identifiers,
    /// numbers, durations (`500ms`), repeat counts (`x10`), timestamps.
    case word
    /// A double-quoted string; ``Token/text`` holds it decoded.
    case string
    /// `==`, `!=`, `<`, `<=`, `>`, `>=`.
    case comparison
    /// `;`, between the fixes of an inline batch.
    case semicolon
  }

  let kind: Kind
  /// The word, the decoded string, or the operator.
  let text: String
  /// 1-based column of the token's first character.
  let column: Int
  /// The token as written (strings with their quotes and escapes), for messages.
  let written: String

  /// The column just after the token, where a missing next token is reported.
  var end: Int { column + written.count }
}

/// A scenario line split into tokens, and the code part of the line without its comment.
struct LexedLine {
  let tokens: [Token]
  /// The line up to its comment, trimmed (the step's source text).
  let code: String
}

/// Splits one scenario line into tokens: words, double-quoted strings with `\"`, `\\`, `\n`,
/// `\r`, `\t` escapes, comparison operators and `;`. A `#` outside a string starts a comment.
enum ScenarioLexer {
  static func lex(_ line: String) throws(SyntaxError) -> LexedLine {
    let characters = Array(line)
    var tokens: [Token] = []
    var index = 0
    var codeEnd = characters.count
    while index < characters.count {
      let character = characters[index]
      let column = index + 1
      if character == " " || character == "\t" {
        index += 1
      } else if character == "#" {
        codeEnd = index
        break
      } else if character == "\"" {
        let (text, next) = try string(characters, from: index)
        tokens.append(
          Token(
            kind: .string, text: text, column: column,
            written: String(characters[index..<next])))
        index = next
      } else if character == ";" {
        tokens.append(Token(kind: .semicolon, text: ";", column: column, written: ";"))
        index += 1
      } else if "=!<>".contains(character) {
        let next = index + 1 < characters.count ? characters[index + 1] : nil
        let op = try comparison(character, next, column: column)
        tokens.append(Token(kind: .comparison, text: op, column: column, written: op))
        index += op.count
      } else {
        var next = index
        while next < characters.count, isWordCharacter(characters[next]) { next += 1 }
        let word = String(characters[index..<next])
        tokens.append(Token(kind: .word, text: word, column: column, written: word))
        index = next
      }
    }
    let code = String(characters[0..<codeEnd]).trimmingCharacters(in: [" ", "\t"])
    return LexedLine(tokens: tokens, code: code)
  }

  // MARK: - Pieces

  private static func isWordCharacter(_ character: Character) -> Bool {
    !(character == " " || character == "\t" || character == "\"" || character == "#"
      || character == ";" || "=!<>".contains(character))
  }

  private static func comparison(_ first: Character, _ second: Character?, column: Int)
    throws(SyntaxError) -> String
  {
    switch (first, second) {
    case ("=", "="): return "=="
    case ("!", "="): return "!="
    case ("<", "="): return "<="
    case (">", "="): return ">="
    case ("<", _): return "<"
    case (">", _): return ">"
    default:
      let expected = first == "=" ? "`==`" : "`!=`"
      throw SyntaxError(column: column, message: "expected \(expected), found `\(first)`")
    }
  }

  private static func string(_ characters: [Character], from start: Int)
    throws(SyntaxError) -> (String, Int)
  {
    var text = ""
    var index = start + 1
    while index < characters.count {
      let character = characters[index]
      if character == "\"" { return (text, index + 1) }
      if character == "\\" {
        guard index + 1 < characters.count else { break }
        let escaped = characters[index + 1]
        switch escaped {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        default:
          throw SyntaxError(
            column: index + 1,
            message:
              "expected an escape `\\\"`, `\\\\`, `\\n`, `\\r` or `\\t`, found `\\\(escaped)`")
        }
        index += 2
      } else {
        text.append(character)
        index += 1
      }
    }
    throw SyntaxError(
      column: start + 1, message: "expected a closing `\"` for the string that starts here")
  }
}
