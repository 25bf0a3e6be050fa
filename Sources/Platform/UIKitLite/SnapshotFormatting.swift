/// Renders `text` in double quotes with `"`, `\` and control characters escaped, so any
/// title (quotes, emoji, newlines) stays on one snapshot line.
public func quoted(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}

/// Formats `value` with exactly `decimals` digits after the point, independent of locale.
public func fixed(_ value: Double, decimals: Int) -> String {
  guard value.isFinite else { return String(value) }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let sign = value < 0 && scaled != 0 ? "-" : ""
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  guard decimals > 0 else { return sign + String(whole) }
  let digits = String(fraction)
  return sign + String(whole) + "." + String(repeating: "0", count: decimals - digits.count)
    + digits
}
