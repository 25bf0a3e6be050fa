import Foundation

extension Date {
  /// The instant `milliseconds` after 1970-01-01T00:00:00Z.
  ///
  /// Every stored, exported or imported timestamp is built through here, so equal
  /// millisecond counts always give equal dates.
  init(millisecondsSince1970 milliseconds: Int64) {
    self.init(timeIntervalSince1970: Double(milliseconds) / 1000)
  }

  /// Milliseconds since 1970, rounded to the nearest; clamped to ±10¹⁵ (about 31,000 years).
  var millisecondsSince1970: Int64 {
    let limit = 1e15
    let value = (timeIntervalSince1970 * 1000).rounded()
    guard value.isFinite else { return value > 0 ? Int64(limit) : -Int64(limit) }
    return Int64(min(max(value, -limit), limit))
  }

  /// This date at the millisecond precision the store keeps.
  var roundedToMilliseconds: Date {
    Date(millisecondsSince1970: millisecondsSince1970)
  }
}
