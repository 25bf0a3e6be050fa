import Foundation

/// One fix as a scenario writes it; missing values take the defaults documented in
/// `Scenarios/README.md`.
public struct FixSpec: Sendable, Equatable {
  public var latitude: Double
  public var longitude: Double
  public var accuracy: Double?
  public var speed: Double?
  public var course: Double?
  public var altitude: Double?
  /// The fix's timestamp; when nil the runner stamps it from the virtual clock.
  public var timestamp: Date?

  public init(
    latitude: Double, longitude: Double, accuracy: Double? = nil, speed: Double? = nil,
    course: Double? = nil, altitude: Double? = nil, timestamp: Date? = nil
  ) {
    self.latitude = latitude
    self.longitude = longitude
    self.accuracy = accuracy
    self.speed = speed
    self.course = course
    self.altitude = altitude
    self.timestamp = timestamp
  }
}
