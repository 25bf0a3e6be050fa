/// A cursor over ASCII bytes for fixed-width date-time fields.
struct DigitScanner {
  private let bytes: [UInt8]
  private var index = 0

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  var isAtEnd: Bool { index == bytes.count }

  /// Consumes exactly `digits` decimal digits.
  mutating func number(digits: Int) -> Int64? {
    guard index + digits <= bytes.count else { return nil }
    var value: Int64 = 0
    for byte in bytes[index..<index + digits] {
      guard let digit = Self.digit(byte) else { return nil }
      value = value * 10 + Int64(digit)
    }
    index += digits
    return value
  }

  /// Consumes every decimal digit from here on.
  mutating func digitRun() -> [Int] {
    var digits: [Int] = []
    while index < bytes.count, let digit = Self.digit(bytes[index]) {
      digits.append(digit)
      index += 1
    }
    return digits
  }

  /// Consumes `character` when it is next.
  mutating func skip(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// Consumes a zone (`Z`, `±hh:mm`, `±hhmm` or nothing) and returns its offset from UTC.
  mutating func zoneOffsetSeconds() -> Int64? {
    if isAtEnd || skip("Z") || skip("z") { return 0 }
    let sign: Int64
    if skip("+") { sign = 1 } else if skip("-") { sign = -1 } else { return nil }
    guard let hours = number(digits: 2), hours < 24 else { return nil }
    _ = skip(":")
    guard let minutes = number(digits: 2), minutes < 60 else { return nil }
    return sign * (hours * 3_600 + minutes * 60)
  }

  private static func digit(_ byte: UInt8) -> Int? {
    (48...57).contains(byte) ? Int(byte - 48) : nil
  }
}
