import Domain
import Foundation
import ScenarioLanguage

extension Footprint {
  /// The value `expect store route … point <n> <field>` compares, as text: numbers as Swift
  /// prints them, the timestamp as ISO-8601 in UTC (with milliseconds unless they are zero).
  func value(of field: StoredPointField) -> String {
    switch field {
    case .latitude: return String(coordinate.latitude)
    case .longitude: return String(coordinate.longitude)
    case .altitude: return String(altitude)
    case .accuracy: return String(horizontalAccuracy)
    case .speed: return String(speed)
    case .course: return String(course)
    case .timestamp: return Self.isoText(timestamp)
    }
  }

  /// `2026-01-01T00:00:01Z`, or `2026-01-01T00:00:01.250Z` when there are milliseconds.
  static func isoText(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    let whole = date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
    formatter.formatOptions =
      whole ? [.withInternetDateTime] : [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }
}

extension Comparison {
  /// The comparison with an expected ISO-8601 instant written the way stored timestamps are
  /// shown (UTC, milliseconds only when there are some), so any offset or precision matches.
  var asTimestamp: Comparison {
    let written: String
    switch value {
    case .text(let text): written = text
    case .bare(let word): written = word
    }
    guard let date = StoredPointField.instant(written) else { return self }
    return Comparison(op, .text(Footprint.isoText(date)))
  }
}
