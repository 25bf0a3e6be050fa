import CoreLocationLite
import Foundation

/// A reproducible walk of any length: the fixes behind `Scenarios/tracks/*.gpx` and the
/// scaling runs (1,000 / 10,000 / 100,000 fixes), generated from a seed.
///
/// The same algorithm as `Scenarios/tracks/generate_tracks.py`, bit for bit: fixes about one
/// second and one to two metres apart, starting at Tokyo Station on 2025-04-01T09:00:00Z,
/// coordinates to 1e-7°, altitude and accuracy to 0.1, speed to 0.01, course unknown.
public struct SyntheticWalk: Sendable {
  /// The seeds of the committed tracks.
  public static let shortWalkSeed: UInt64 = 1
  public static let longWalkSeed: UInt64 = 2
  /// The route sizes of the scaling scenario family.
  public static let scalingSizes = [1_000, 10_000, 100_000]

  public let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The first `count` fixes of the walk.
  ///
  /// - Complexity: O(count).
  public func fixes(count: Int) -> [Location] {
    var random = SplitMix64(seed: seed)
    var (latitude, longitude, altitude) = (Self.startLatitude, Self.startLongitude, 40.0)
    var milliseconds: Int64 = 1_743_498_000_000
    var (east, north) = (random.unit() * 2 - 1, random.unit() * 2 - 1)
    var fixes: [Location] = []
    fixes.reserveCapacity(max(0, count))
    for index in 0..<max(0, count) {
      var speed = -1.0
      if index > 0 {
        east += (random.unit() - 0.5) * 0.5
        north += (random.unit() - 0.5) * 0.5
        var length = (east * east + north * north).squareRoot()
        if length < 1e-9 { (east, north, length) = (0, 1, 1) }
        (east, north) = (east / length, north / length)
        let step = 1 + random.unit() * 0.8
        let interval = 900 + Int64(random.unit() * 200)
        latitude += north * step / Self.metresPerDegreeLatitude
        longitude += east * step / Self.metresPerDegreeLongitude
        altitude += (random.unit() - 0.5) * 0.4
        milliseconds += interval
        speed = Self.rounded(step / (Double(interval) / 1000), 1e2)
      }
      let accuracy = 3 + random.unit() * 7
      fixes.append(
        Location(
          coordinate: LocationCoordinate2D(
            latitude: Self.rounded(latitude, 1e7), longitude: Self.rounded(longitude, 1e7)),
          altitude: Self.rounded(altitude, 1e1), horizontalAccuracy: Self.rounded(accuracy, 1e1),
          speed: speed, course: -1, timestamp: Date(millisecondsSince1970: milliseconds)))
    }
    return fixes
  }

  // MARK: - Constants shared with the Python generator

  static let startLatitude = 35.681236
  static let startLongitude = 139.767125
  /// 6,371,008.8 m × π / 180.
  static let metresPerDegreeLatitude = 111195.08023353292
  /// The above × cos(35.681236°).
  static let metresPerDegreeLongitude = 90320.93813337224

  /// `value` to 1/`scale`, ties to even (Python's `round`).
  static func rounded(_ value: Double, _ scale: Double) -> Double {
    (value * scale).rounded(.toNearestOrEven) / scale
  }
}
