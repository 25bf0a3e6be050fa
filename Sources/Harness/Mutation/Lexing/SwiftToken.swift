/// One token of Swift source, as the mutation operators see it: comments and whitespace are
/// gone, a string literal (interpolations included) is one token that no operator touches.
public struct SwiftToken: Sendable, Equatable {
  /// What kind of token this is; the operators only ever look at a few.
  public enum Kind: Sendable, Equatable {
    case identifier
    /// A decimal, hexadecimal, octal or binary integer literal.
    case integer
    /// A floating-point literal, or a tuple index such as the `0` of `pair.0`.
    case number
    case string
    /// An operator such as `<=`, `&&`, `=`, `?` or `...`.
    case `operator`
    /// `( ) [ ] { } , : ; . ->` and `\`.
    case punctuation
    /// `@MainActor`, `@Test`: the `@` and the name.
    case attribute
    /// `#if`, `#selector`, `#expect`: the `#` and the name.
    case directive
  }

  public var kind: Kind
  public var text: String
  /// The token's first byte in the file's UTF-8.
  public var start: Int
  /// One past the token's last byte.
  public var end: Int
  /// The line the token starts on, from 1.
  public var line: Int
  /// Whether whitespace (or a comment) comes right before the token.
  public var spaceBefore: Bool
  /// Whether a line break comes between the previous token and this one.
  public var newlineBefore: Bool
  /// Whether whitespace (or a comment) comes right after the token.
  public var spaceAfter = false

  /// Whether the token is `text` as an identifier or keyword.
  func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

  /// Whether the token is the punctuation or operator `symbol`.
  func isSymbol(_ symbol: String) -> Bool {
    (kind == .punctuation || kind == .operator) && text == symbol
  }
}
