import Foundation

/// Locale-independent numbers: ASCII digits, `.` as the decimal point, no grouping.
extension RouteRecorderStrings {
  /// `0 points`, `1 point`, `2 points`.
  public static func pointsText(_ count: Int) -> String {
    count == 1 ? "1 point" : "\(count) points"
  }

  /// Metres with one decimal, rounded half away from zero: `1234.5 m`.
  public static func distanceText(_ meters: Double) -> String {
    "\(oneDecimal(meters)) m"
  }

  /// Whole seconds as `H:MM:SS` (hours unbounded, fractions dropped): `0:05:03`, `27:00:00`.
  public static func durationText(_ seconds: TimeInterval) -> String {
    let clamped = seconds.isFinite ? min(max(seconds, 0), 1e15) : 0
    let total = Int64(clamped)
    let (hours, minutes, secs) = (total / 3_600, total % 3_600 / 60, total % 60)
    return "\(hours):\(twoDigits(minutes)):\(twoDigits(secs))"
  }

  /// `value` with exactly one digit after the point.
  static func oneDecimal(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return value.description }
    let tenths = Int64((abs(value) * 10).rounded())
    let sign = value < 0 && tenths != 0 ? "-" : ""
    return "\(sign)\(tenths / 10).\(tenths % 10)"
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : "\(value)"
  }
}
