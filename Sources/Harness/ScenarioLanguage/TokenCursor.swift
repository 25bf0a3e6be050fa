import Domain
import Foundation

/// Reads the tokens of one step left to right, with errors that say what was expected where.
public struct TokenCursor {
  private let tokens: [Token]
  private var position = 0
  /// The column after the last token consumed, where a missing token is reported.
  private var end: Int

  init(_ tokens: [Token]) {
    self.tokens = tokens
    end = tokens.first?.column ?? 1
  }

  var peek: Token? { position < tokens.count ? tokens[position] : nil }
  var isAtEnd: Bool { peek == nil }

  /// Consumes the next token.
  mutating func next() -> Token? {
    guard let token = peek else { return nil }
    position += 1
    end = token.end
    return token
  }

  /// An error at the next token (or at the end of the line): `expected <what>, found …`.
  func failure(_ what: String) -> SyntaxError {
    guard let token = peek else { return SyntaxError(column: end, message: "expected \(what)") }
    return SyntaxError(
      column: token.column, message: "expected \(what), found `\(Echo.token(token.written))`")
  }

  // MARK: - Expecting tokens

  /// The next word, whatever it is.
  mutating func word(_ what: String) throws(SyntaxError) -> Token {
    guard let token = peek, token.kind == .word else { throw failure(what) }
    return next() ?? token
  }

  /// Consumes the word `keyword` when it comes next.
  mutating func consume(_ keyword: String) -> Bool {
    guard let token = peek, token.kind == .word, token.text == keyword else { return false }
    _ = next()
    return true
  }

  /// The word `keyword`, or an error naming `what`.
  mutating func keyword(_ keyword: String, _ what: String) throws(SyntaxError) {
    guard consume(keyword) else { throw failure(what) }
  }

  /// The next double-quoted string, decoded.
  mutating func string(_ what: String) throws(SyntaxError) -> String {
    guard let token = peek, token.kind == .string else { throw failure(what) }
    _ = next()
    return token.text
  }

  /// The next word, as a name with its column.
  mutating func identifier(_ what: String) throws(SyntaxError) -> NameRef {
    let token = try word(what)
    return NameRef(token.text, column: token.column)
  }

  /// A whole number within `range`.
  mutating func integer(_ what: String, in range: ClosedRange<Int>) throws(SyntaxError) -> Int {
    guard let token = peek, token.kind == .word, let value = Int(token.text), range.contains(value)
    else { throw failure(what) }
    _ = next()
    return value
  }

  /// A finite decimal number within `range`.
  mutating func number(_ what: String, in range: ClosedRange<Double>) throws(SyntaxError)
    -> Double
  {
    guard let token = peek, token.kind == .word, let value = Self.decimal(token.text),
      range.contains(value)
    else { throw failure(what) }
    _ = next()
    return value
  }

  /// A duration written `<n>ms` or `<n>s` (`500ms`, `2s`, `1.5s`).
  mutating func duration(_ what: String) throws(SyntaxError) -> Duration {
    guard let token = peek, token.kind == .word, let duration = Self.duration(token.text) else {
      if let token = peek, token.kind == .word, Self.exceedsLongestDuration(token.text) {
        throw SyntaxError(
          column: token.column,
          message: "`\(Echo.token(token.written))` is longer than the longest duration, "
            + "\(Self.longestDuration) (\(Self.longestDurationMilliseconds)ms)")
      }
      throw failure(what)
    }
    _ = next()
    return duration
  }

  /// Fails unless the line is over.
  func expectEnd() throws(SyntaxError) {
    guard isAtEnd else { throw failure("end of line") }
  }

  // MARK: - Literals

  /// A finite number written in plain decimal (`35.68`, `-1`, `+2`, `.5`); hexadecimal
  /// (`0x23`), exponents (`1e2`), `inf` and `nan` are not numbers here.
  public static func decimal(_ text: String) -> Double? {
    Coordinates.decimal(text)
  }

  /// The longest duration a scenario may write, in milliseconds: about 31.7 years.
  static let longestDurationMilliseconds: Int64 = 1_000_000_000_000
  /// ``longestDurationMilliseconds`` as the scenario would write it.
  static let longestDuration = "1000000000s"

  /// Whether `text` is a well-formed duration longer than ``longestDurationMilliseconds``.
  static func exceedsLongestDuration(_ text: String) -> Bool {
    let digits = text.hasSuffix("ms") ? text.dropLast(2) : text.hasSuffix("s") ? text.dropLast() : ""
    let scale: Double = text.hasSuffix("ms") ? 1 : 1000
    guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." }),
      let value = Double(digits)
    else { return false }
    return !value.isFinite || value * scale > Double(longestDurationMilliseconds)
  }

  /// `500ms`, `2s` or `1.5s` as a whole number of milliseconds; nil for anything else.
  static func duration(_ text: String) -> Duration? {
    let (digits, scale): (Substring, Double)
    if text.hasSuffix("ms") {
      (digits, scale) = (text.dropLast(2), 1)
    } else if text.hasSuffix("s") {
      (digits, scale) = (text.dropLast(), 1000)
    } else {
      return nil
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isNumber || $0 == "." }),
      let value = Double(digits), value.isFinite
    else { return nil }
    let milliseconds = (value * scale).rounded()
    guard milliseconds == value * scale, milliseconds <= Double(longestDurationMilliseconds)
    else { return nil }
    return .milliseconds(Int64(milliseconds))
  }
}

// MARK: - Choices

extension TokenCursor {
  /// Consumes a `;` when it comes next.
  mutating func consumeSemicolon() -> Bool {
    guard let token = peek, token.kind == .semicolon else { return false }
    _ = next()
    return true
  }

  /// The next word, which must be one of `options`; otherwise an error naming `what` and the
  /// option nearest to what was written.
  mutating func choice(_ options: [String], _ what: String) throws(SyntaxError) -> String {
    guard let token = peek, token.kind == .word, options.contains(token.text) else {
      let failure = failure(what)
      guard let token = peek, token.kind == .word else { throw failure }
      throw SyntaxError(
        column: failure.column, message: failure.message + didYouMean(token.text, among: options))
    }
    _ = next()
    return token.text
  }
}
