
/// A small lexer for Swift source that tells code from comments and string contents: enough
/// to count lines of code and type declarations without being fooled by `//` inside a string
/// or a `struct` inside a comment.
///
/// It understands line comments (`//`, `///`), nested block comments (`/* /* */ */`), string
/// literals (single-line, multi-line `"""`, raw `#"…"#`), escapes and interpolations
/// (`"\(value)"`, which may themselves hold strings), and backtick-escaped identifiers.
struct SwiftSourceScanner {
  /// What the scanner found in one source text.
  struct Metrics: Equatable {
    /// Lines holding code or string contents (not blank, not only comment).
    var codeLines: Int
    /// Declarations of classes, structs, enums, protocols and actors.
    var types: Int
    /// Swift 6 escape hatches in the code.
    var escapeHatches = EscapeHatches()
  }

  /// Where the scanner is: what the bytes being read mean.
  enum Context: Equatable {
    case code
    /// Code inside a string interpolation, with its count of open parentheses.
    case interpolation(depth: Int)
    case string(hashes: Int, multiline: Bool)
    case blockComment(depth: Int)
  }

  let bytes: [UInt8]
  var index = 0
  var stack: [Context] = [.code]
  var lineHasCode = false
  var codeLines = 0
  var tokens: [String] = []
  /// The 1-based line of each token in ``tokens``.
  var tokenLines: [Int] = []
  var line = 1
  var pendingIdentifier: [UInt8] = []

  /// Line and type counts for `source`.
  static func measure(_ source: String) -> Metrics {
    var scanner = SwiftSourceScanner(bytes: Array(source.utf8))
    scanner.scan()
    return Metrics(
      codeLines: scanner.codeLines, types: TypeDeclarations.count(in: scanner.tokens),
      escapeHatches: EscapeHatches.count(in: scanner.tokens))
  }

  // MARK: - Scanning

  mutating func scan() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.newline {
        endLine()
        line += 1
        index += 1
        continue
      }
      switch stack.last ?? .code {
      case .code, .interpolation: scanCode(byte)
      case .string(let hashes, let multiline):
        scanString(byte, hashes: hashes, multiline: multiline)
      case .blockComment(let depth): scanBlockComment(byte, depth: depth)
      }
    }
    endLine()
    flushIdentifier()
  }

  mutating func endLine() {
    if lineHasCode { codeLines += 1 }
    lineHasCode = false
    flushIdentifier()
    if case .string(_, multiline: false) = stack.last { stack.removeLast() }
  }

  mutating func scanBlockComment(_ byte: UInt8, depth: Int) {
    if byte == ASCII.slash, peek(1) == ASCII.star {
      stack[stack.count - 1] = .blockComment(depth: depth + 1)
      index += 2
    } else if byte == ASCII.star, peek(1) == ASCII.slash {
      stack.removeLast()
      if depth > 1 { stack.append(.blockComment(depth: depth - 1)) }
      index += 2
    } else {
      index += 1
    }
  }

  /// Records `token`, on the current line.
  mutating func append(token: String) {
    tokens.append(token)
    tokenLines.append(line)
  }

  func peek(_ offset: Int) -> UInt8? {
    index + offset < bytes.count ? bytes[index + offset] : nil
  }

  /// Whether `count` copies of `byte` start at `offset` from the current index.
  func matches(_ byte: UInt8, count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(offset + $0) == byte }
  }
}
