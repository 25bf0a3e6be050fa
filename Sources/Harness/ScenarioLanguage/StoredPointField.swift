import Foundation

/// A value of a stored point that `expect store route "<title>" point <n> <field> …` reads.
public enum StoredPointField: String, Sendable, Equatable, CaseIterable {
  /// Degrees.
  case latitude
  /// Degrees.
  case longitude
  /// Metres above sea level.
  case altitude
  /// Horizontal accuracy in metres.
  case accuracy
  /// Metres per second; -1 when unknown.
  case speed
  /// Degrees from true north; -1 when unknown.
  case course
  /// ISO-8601 in UTC with milliseconds (`2026-01-01T00:00:01.000Z`).
  case timestamp
}

extension StoredPointField {
  /// The instant an expected `timestamp` value names (ISO-8601, with an optional fraction and
  /// any UTC offset); nil when it is not one.
  public static func instant(_ text: String) -> Date? {
    StepParser.isoDate(text)
  }
}
