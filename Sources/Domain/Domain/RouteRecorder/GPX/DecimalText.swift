/// Doubles as plain decimals (`0.000015`, never `1.5e-05`), as XML Schema's `xsd:decimal`
/// requires, with the fewest digits that read back to the same `Double`.
enum DecimalText {
  /// `value` without an exponent; finite values only.
  static func plain(_ value: Double) -> String {
    let text = value.description
    guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
      let exponent = Int(text[text.index(after: exponentIndex)...])
    else { return text }
    var mantissa = text[..<exponentIndex]
    let sign = mantissa.hasPrefix("-") ? "-" : ""
    if !sign.isEmpty { mantissa = mantissa.dropFirst() }
    let point = mantissa.firstIndex(of: ".").map {
      mantissa.distance(from: mantissa.startIndex, to: $0)
    } ?? mantissa.count
    // `description` is the shortest text that reads back: its mantissa has no trailing zero.
    let digits = mantissa.filter { $0 != "." }
    let newPoint = point + exponent
    if newPoint <= 0 {
      return sign + "0." + String(repeating: "0", count: -newPoint) + digits
    }
    if newPoint >= digits.count {
      return sign + digits + String(repeating: "0", count: newPoint - digits.count)
    }
    let split = digits.index(digits.startIndex, offsetBy: newPoint)
    return sign + digits[..<split] + "." + digits[split...]
  }
}
