
/// The bytes the scanner cares about.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let hash = UInt8(ascii: "#")
  static let backslash = UInt8(ascii: "\\")
  static let backtick = UInt8(ascii: "`")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
  }

  /// Letters, digits, `_` and any non-ASCII byte (Swift identifiers may be Unicode).
  static func isIdentifier(_ byte: UInt8) -> Bool {
    byte >= 0x80 || byte == UInt8(ascii: "_")
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
