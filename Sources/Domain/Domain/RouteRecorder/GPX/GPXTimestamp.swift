import Foundation

/// ISO-8601 date-times as GPX writes them, without a formatter or a locale.
///
/// Reads `YYYY-MM-DDThh:mm:ss`, an optional fraction (up to nanoseconds) and `Z` or a `±hh:mm`
/// offset (none means UTC). Writes UTC with milliseconds, e.g. `2025-04-01T09:00:00.250Z`.
/// A time read with three fraction digits equals the stored date it was written from.
enum GPXTimestamp {
  /// The date `text` denotes, or nil when it is not an ISO-8601 date-time.
  static func date(from text: some StringProtocol) -> Date? {
    var scanner = DigitScanner(Array(text.utf8))
    guard let year = scanner.number(digits: 4), scanner.skip("-"),
      let month = scanner.number(digits: 2), scanner.skip("-"),
      let day = scanner.number(digits: 2), scanner.skip("T") || scanner.skip("t"),
      let hour = scanner.number(digits: 2), scanner.skip(":"),
      let minute = scanner.number(digits: 2), scanner.skip(":"),
      let second = scanner.number(digits: 2),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second <= 60
    else { return nil }
    var (fraction, scale): (Int64, Int64) = (0, 1)
    if scanner.skip(".") {
      let digits = scanner.digitRun()
      guard !digits.isEmpty else { return nil }
      for digit in digits.prefix(9) {
        (fraction, scale) = (fraction * 10 + Int64(digit), scale * 10)
      }
    }
    guard let offset = scanner.zoneOffsetSeconds(), scanner.isAtEnd else { return nil }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offset
    return Date(timeIntervalSince1970: Double(seconds * scale + fraction) / Double(scale))
  }

  /// `date` in UTC with milliseconds: `2025-04-01T09:00:00.250Z`.
  static func text(from date: Date) -> String {
    let milliseconds = date.millisecondsSince1970
    let (seconds, millis) = floorDivide(milliseconds, 1_000)
    let (days, secondOfDay) = floorDivide(seconds, 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + "T"
      + pad(secondOfDay / 3_600, 2) + ":" + pad(secondOfDay % 3_600 / 60, 2) + ":"
      + pad(secondOfDay % 60, 2) + "." + pad(millis, 3) + "Z"
  }

  // MARK: - Calendar arithmetic (proleptic Gregorian)

  static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = floorDivide(shiftedYear, 400).quotient
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let shifted = days + 719_468
    let era = floorDivide(shifted, 146_097).quotient
    let dayOfEra = shifted - era * 146_097
    let yearOfEra =
      (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func floorDivide(_ value: Int64, _ divisor: Int64)
    -> (quotient: Int64, remainder: Int64)
  {
    let remainder = value % divisor
    return remainder < 0
      ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
  }

  private static func pad(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
