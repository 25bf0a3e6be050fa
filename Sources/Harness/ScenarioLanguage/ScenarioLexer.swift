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
///
/// Walks the line's characters once, in place, and copies the runs between a string's escapes
/// whole: a 10 MB title costs one pass and one copy, not a character array and an append per
/// character.
enum ScenarioLexer {
  static func lex(_ line: String) throws(SyntaxError) -> LexedLine {
    var tokens: [Token] = []
    var index = line.startIndex
    // The 1-based column of `index`, in characters.
    var column = 1
    var codeEnd = line.endIndex
    while index < line.endIndex {
      let character = line[index]
      if character == " " || character == "\t" {
        line.formIndex(after: &index)
        column += 1
      } else if character == "#" {
        codeEnd = index
        break
      } else if character == "\"" {
        let string = try string(line, from: index, column: column)
        tokens.append(
          Token(
            kind: .string, text: string.text, column: column,
            written: String(line[index..<string.next])))
        index = string.next
        column += string.length
      } else if character == ";" {
        tokens.append(Token(kind: .semicolon, text: ";", column: column, written: ";"))
        line.formIndex(after: &index)
        column += 1
      } else if "=!<>".contains(character) {
        let after = line.index(after: index)
        let op = try comparison(
          character, after < line.endIndex ? line[after] : nil, column: column)
        tokens.append(Token(kind: .comparison, text: op, column: column, written: op))
        index = line.index(index, offsetBy: op.count)
        column += op.count
      } else {
        var next = index
        var length = 0
        while next < line.endIndex, isWordCharacter(line[next]) {
          line.formIndex(after: &next)
          length += 1
        }
        let word = String(line[index..<next])
        tokens.append(Token(kind: .word, text: word, column: column, written: word))
        index = next
        column += length
      }
    }
    let isBlank = { (character: Character) in character == " " || character == "\t" }
    var code = line[..<codeEnd].drop(while: isBlank)
    while let last = code.last, isBlank(last) { code = code.dropLast() }
    return LexedLine(tokens: tokens, code: String(code))
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

  /// The string token opening at `start` (column `column`): its decoded text, the index
  /// after its closing quote and its length in characters.
  private static func string(_ line: String, from start: String.Index, column: Int)
    throws(SyntaxError) -> (text: String, next: String.Index, length: Int)
  {
    var text = ""
    var index = line.index(after: start)
    // Characters from `start` to `index`; `index`'s column is `column + offset`.
    var offset = 1
    // Where the run of plain characters not yet copied into `text` starts.
    var run = index
    while index < line.endIndex {
      let character = line[index]
      if character == "\"" {
        text += line[run..<index]
        return (text, line.index(after: index), offset + 1)
      }
      if character == "\\" {
        text += line[run..<index]
        let after = line.index(after: index)
        guard after < line.endIndex else { break }
        let escaped = line[after]
        switch escaped {
        case "\"": text.append("\"")
        case "\\": text.append("\\")
        case "n": text.append("\n")
        case "r": text.append("\r")
        case "t": text.append("\t")
        default:
          throw SyntaxError(
            column: column + offset,
            message:
              "expected an escape `\\\"`, `\\\\`, `\\n`, `\\r` or `\\t`, found `\\\(escaped)`")
        }
        index = line.index(after: after)
        offset += 2
        run = index
      } else {
        line.formIndex(after: &index)
        offset += 1
      }
    }
    throw SyntaxError(
      column: column, message: "expected a closing `\"` for the string that starts here")
  }
}
