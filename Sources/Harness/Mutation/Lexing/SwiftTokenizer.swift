/// A small Swift lexer: enough of the language to find operators, literals, statements and
/// brackets, skipping comments and string literals so no mutation lands inside them.
///
/// It is not a parser: it knows nothing of types or grammar beyond bracket matching, which is
/// what the mutation operators need. Unknown bytes become one-byte punctuation.
public enum SwiftTokenizer {
  /// The tokens of `source`, in order.
  ///
  /// - Complexity: O(*n*) in the length of `source`.
  public static func tokens(of source: String) -> [SwiftToken] {
    var scanner = Scanner(bytes: Array(source.utf8))
    return scanner.run()
  }
}

private struct Scanner {
  let bytes: [UInt8]
  var index = 0
  var line = 1
  var tokens: [SwiftToken] = []

  init(bytes: [UInt8]) { self.bytes = bytes }

  subscript(offset: Int) -> UInt8 {
    index + offset < bytes.count ? bytes[index + offset] : 0
  }

  mutating func run() -> [SwiftToken] {
    var space = true
    var newline = true
    while index < bytes.count {
      let byte = self[0]
      if byte == ascii("\n") {
        line += 1
        index += 1
        space = true
        newline = true
      } else if byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\r") {
        index += 1
        space = true
      } else if byte == ascii("/"), self[1] == ascii("/") {
        while index < bytes.count, self[0] != ascii("\n") { index += 1 }
        space = true
      } else if byte == ascii("/"), self[1] == ascii("*") {
        skipBlockComment()
        space = true
      } else {
        let start = index
        let startLine = line
        let kind = scanToken()
        if !tokens.isEmpty, space { tokens[tokens.count - 1].spaceAfter = true }
        tokens.append(
          SwiftToken(
            kind: kind, text: String(decoding: bytes[start..<index], as: UTF8.self),
            start: start, end: index, line: startLine, spaceBefore: space,
            newlineBefore: newline))
        space = false
        newline = false
      }
    }
    if !tokens.isEmpty { tokens[tokens.count - 1].spaceAfter = true }
    return tokens
  }

  mutating func skipBlockComment() {
    var depth = 0
    while index < bytes.count {
      if self[0] == ascii("/"), self[1] == ascii("*") {
        depth += 1
        index += 2
      } else if self[0] == ascii("*"), self[1] == ascii("/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if self[0] == ascii("\n") { line += 1 }
        index += 1
      }
    }
  }

  mutating func scanToken() -> SwiftToken.Kind {
    let byte = self[0]
    if byte == ascii("\"") || (byte == ascii("#") && isRawStringStart()) {
      skipString()
      return .string
    }
    if byte == ascii("#") || byte == ascii("@") {
      index += 1
      while isIdentifierByte(self[0]) { index += 1 }
      return byte == ascii("#") ? .directive : .attribute
    }
    if byte == ascii("`") {
      index += 1
      while index < bytes.count, self[0] != ascii("`"), self[0] != ascii("\n") { index += 1 }
      if self[0] == ascii("`") { index += 1 }
      return .identifier
    }
    if isDigit(byte) { return scanNumber() }
    if isIdentifierStart(byte) || byte == ascii("$") {
      index += 1
      while isIdentifierByte(self[0]) { index += 1 }
      return .identifier
    }
    if byte == ascii("-"), self[1] == ascii(">") {
      index += 2
      return .punctuation
    }
    if byte == ascii("."), isOperatorByte(self[1]) || self[1] == ascii(".") {
      index += 1
      while isOperatorByte(self[0]) || self[0] == ascii(".") { index += 1 }
      return .operator
    }
    if isOperatorByte(byte) {
      index += 1
      while isOperatorByte(self[0]) { index += 1 }
      return .operator
    }
    index += 1
    return .punctuation
  }

  mutating func scanNumber() -> SwiftToken.Kind {
    let tupleIndex = tokens.last?.text == "." && tokens.last?.end == index
    if self[0] == ascii("0"), [ascii("x"), ascii("o"), ascii("b")].contains(self[1]) {
      index += 2
      while isIdentifierByte(self[0]) { index += 1 }
      return .integer
    }
    var kind = SwiftToken.Kind.integer
    while isDigit(self[0]) || self[0] == ascii("_") { index += 1 }
    if !tupleIndex, self[0] == ascii("."), isDigit(self[1]) {
      kind = .number
      index += 1
      while isDigit(self[0]) || self[0] == ascii("_") { index += 1 }
    }
    if self[0] == ascii("e") || self[0] == ascii("E") {
      kind = .number
      index += 1
      if self[0] == ascii("-") || self[0] == ascii("+") { index += 1 }
      while isDigit(self[0]) { index += 1 }
    }
    return tupleIndex ? .number : kind
  }

  func isRawStringStart() -> Bool {
    var offset = 0
    while self[offset] == ascii("#") { offset += 1 }
    return self[offset] == ascii("\"")
  }

  /// Skips a string literal: `"…"`, `"""…"""`, raw `#"…"#`, with `\( … )` interpolations
  /// (which may hold strings of their own).
  mutating func skipString() {
    var hashes = 0
    while self[0] == ascii("#") {
      hashes += 1
      index += 1
    }
    let multiline = self[0] == ascii("\"") && self[1] == ascii("\"") && self[2] == ascii("\"")
    index += multiline ? 3 : 1
    while index < bytes.count {
      let byte = self[0]
      if byte == ascii("\\"), escapeHashes(after: 1) == hashes {
        index += 1 + hashes
        if self[0] == ascii("(") {
          index += 1
          skipInterpolation()
        } else {
          index += 1
        }
      } else if byte == ascii("\""), !multiline || (self[1] == ascii("\"") && self[2] == ascii("\"")) {
        let quote = multiline ? 3 : 1
        if closingHashes(after: quote) >= hashes {
          index += quote + hashes
          return
        }
        index += 1
      } else {
        if byte == ascii("\n") {
          line += 1
          if !multiline { return }
        }
        index += 1
      }
    }
  }

  func escapeHashes(after offset: Int) -> Int {
    var count = 0
    while self[offset + count] == ascii("#") { count += 1 }
    return count
  }

  func closingHashes(after offset: Int) -> Int { escapeHashes(after: offset) }

  /// Skips to the `)` that closes an interpolation, past nested brackets and strings.
  mutating func skipInterpolation() {
    var depth = 1
    while index < bytes.count {
      let byte = self[0]
      if byte == ascii("\"") || (byte == ascii("#") && isRawStringStart()) {
        skipString()
        continue
      }
      if byte == ascii("(") { depth += 1 }
      if byte == ascii(")") {
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      }
      if byte == ascii("\n") { line += 1 }
      index += 1
    }
  }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

private func isIdentifierStart(_ byte: UInt8) -> Bool {
  (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 0x80
}

private func isIdentifierByte(_ byte: UInt8) -> Bool {
  isIdentifierStart(byte) || isDigit(byte)
}

private func isOperatorByte(_ byte: UInt8) -> Bool {
  "/=-+!*%<>&|^~?".utf8.contains(byte)
}
