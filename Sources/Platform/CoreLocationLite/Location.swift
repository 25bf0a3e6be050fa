import Foundation

/// One position fix (the stand-in for `CLLocation`).
public struct Location: Sendable, Hashable {
  public var coordinate: LocationCoordinate2D
  /// Metres above sea level.
  public var altitude: Double
  /// Radius of uncertainty in metres; negative means the fix is invalid.
  public var horizontalAccuracy: Double
  /// Metres per second; negative when unknown.
  public var speed: Double
  /// Degrees from true north; negative when unknown.
  public var course: Double
  public var timestamp: Date

  public init(
    coordinate: LocationCoordinate2D, altitude: Double = 0, horizontalAccuracy: Double = 5,
    speed: Double = -1, course: Double = -1, timestamp: Date
  ) {
    self.coordinate = coordinate
    self.altitude = altitude
    self.horizontalAccuracy = horizontalAccuracy
    self.speed = speed
    self.course = course
    self.timestamp = timestamp
  }

  /// Whether the fix carries a usable position (`horizontalAccuracy` is not negative).
  public var isValid: Bool { horizontalAccuracy >= 0 }

  /// Great-circle distance in metres (haversine on a sphere of radius 6,371,008.8 m).
  public func distance(from other: Location) -> Double {
    coordinate.distance(to: other.coordinate)
  }
}

extension LocationCoordinate2D {
  /// Mean Earth radius used by every distance in the workbench.
  public static let earthRadiusMeters = 6_371_008.8

  /// Great-circle distance in metres by the haversine formula.
  public func distance(to other: LocationCoordinate2D) -> Double {
    let radians = Double.pi / 180
    let dLat = (other.latitude - latitude) * radians
    let dLon = (other.longitude - longitude) * radians
    let a = sin(dLat / 2) * sin(dLat / 2)
      + cos(latitude * radians) * cos(other.latitude * radians) * sin(dLon / 2) * sin(dLon / 2)
    return 2 * Self.earthRadiusMeters * atan2(a.squareRoot(), (1 - a).squareRoot())
  }
}
