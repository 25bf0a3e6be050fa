import CoreLocationLite
import Foundation

/// One stored fix of a route: what the footprint overlay and the history polyline draw.
///
/// Timestamps are kept to the millisecond (the precision of the store and of GPX export).
public struct Footprint: Sendable, Hashable {
  /// Position in its route, from 0, in recording order.
  public var sequence: Int
  public var coordinate: LocationCoordinate2D
  /// Metres above sea level.
  public var altitude: Double
  /// Radius of uncertainty in metres.
  public var horizontalAccuracy: Double
  /// Metres per second; negative when unknown.
  public var speed: Double
  /// Degrees from true north; negative when unknown.
  public var course: Double
  public var timestamp: Date

  /// Creates a footprint from its stored values; `timestamp` is rounded to the millisecond.
  public init(
    sequence: Int, coordinate: LocationCoordinate2D, altitude: Double = 0,
    horizontalAccuracy: Double, speed: Double = -1, course: Double = -1, timestamp: Date
  ) {
    self.sequence = sequence
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.speed = speed
    self.course = course
    self.timestamp = timestamp.roundedToMilliseconds
  }

  /// The footprint a recorded fix becomes at `sequence`.
  public init(sequence: Int, location: Location) {
    self.init(
      sequence: sequence, coordinate: location.coordinate, altitude: location.altitude,
      horizontalAccuracy: location.horizontalAccuracy, speed: location.speed,
      course: location.course, timestamp: location.timestamp)
  }

  /// The footprint as a location fix (e.g. to replay or export it).
  public var location: Location {
    Location(
      coordinate: coordinate, altitude: altitude, horizontalAccuracy: horizontalAccuracy,
      speed: speed, course: course, timestamp: timestamp)
  }
}

extension Location {
  /// Whether a recorder saves this fix: its accuracy is not negative and its coordinate is a
  /// real position (finite, latitude within ±90°, longitude within ±180°).
  public var isRecordable: Bool {
    isValid && coordinate.latitude.isFinite && coordinate.longitude.isFinite
      && abs(coordinate.latitude) <= 90 && abs(coordinate.longitude) <= 180
      && timestamp.timeIntervalSince1970.isFinite
  }
}
