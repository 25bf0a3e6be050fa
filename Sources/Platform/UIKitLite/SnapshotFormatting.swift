/// Renders `text` in double quotes with `"`, `\` and control characters escaped, so any
/// title (quotes, emoji, newlines) stays on one snapshot line.
///
/// - Complexity: O(*n*); a text with nothing to escape is copied whole, not scalar by scalar.
public func quoted(_ text: String) -> String {
  let needsEscape = text.utf8.contains { byte in
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n")
      || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
  }
  guard needsEscape else { return "\"" + text + "\"" }
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

/// The most UTF-8 bytes of one value a snapshot shows whole: a longer value is shown as its
/// first bytes and its full length, so a screen's snapshot costs what the screen shows, not
/// what the app holds.
public let snapshotValueLimit = 2_048

/// `text` as a snapshot shows it: ``quoted(_:)`` up to ``snapshotValueLimit`` UTF-8 bytes;
/// past that, the first ones (cut between scalars), `…` and the full length in bytes
/// (`"Walk Walk W"…[10485760 bytes]`), so two values that differ in length still differ.
///
/// - Complexity: O(*min(n, limit)*) for a native string, whose UTF-8 count is stored.
public func shown(_ text: String) -> String {
  let bytes = text.utf8.count
  guard bytes > snapshotValueLimit else { return quoted(text) }
  var prefix = ""
  var used = 0
  for scalar in text.unicodeScalars {
    used += UTF8.width(scalar)
    guard used <= snapshotValueLimit else { break }
    prefix.unicodeScalars.append(scalar)
  }
  return quoted(prefix) + "…[\(bytes) bytes]"
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
