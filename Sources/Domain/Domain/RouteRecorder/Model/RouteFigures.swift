import CoreLocationLite
import Foundation

/// A route's running figures: point count, haversine distance and the time span.
///
/// Figures grow one point at a time (``add(_:)``), so keeping them current costs the same
/// for the 10th point as for the 100,000th.
public struct RouteFigures: Sendable, Hashable {
  public private(set) var pointCount: Int
  /// Sum of great-circle distances between consecutive points, in metres.
  public private(set) var distance: LocationDistance
  public private(set) var firstTimestamp: Date?
  public private(set) var lastTimestamp: Date?
  /// Where the route currently ends (the map centre while recording).
  public private(set) var lastCoordinate: LocationCoordinate2D?

  /// The figures of an empty route.
  public init() {
    self.init(pointCount: 0, distance: 0, firstTimestamp: nil, lastTimestamp: nil,
      lastCoordinate: nil)
  }

  init(
    pointCount: Int, distance: LocationDistance, firstTimestamp: Date?, lastTimestamp: Date?,
    lastCoordinate: LocationCoordinate2D?
  ) {
    self.pointCount = pointCount
    self.distance = distance
    self.firstTimestamp = firstTimestamp
    self.lastTimestamp = lastTimestamp
    self.lastCoordinate = lastCoordinate
  }

  /// The figures of `footprints`, taken in order.
  public init(_ footprints: some Sequence<Footprint>) {
    self.init()
    for footprint in footprints { add(footprint) }
  }

  /// Last timestamp minus first, in seconds; zero for fewer than two points or when the
  /// clock went backwards.
  public var duration: TimeInterval {
    guard let firstTimestamp, let lastTimestamp else { return 0 }
    return max(0, lastTimestamp.timeIntervalSince(firstTimestamp))
  }

  /// Extends the figures by one point at the end of the route.
  ///
  /// - Complexity: O(1).
  public mutating func add(_ footprint: Footprint) {
    if let lastCoordinate { distance += lastCoordinate.distance(to: footprint.coordinate) }
    if firstTimestamp == nil { firstTimestamp = footprint.timestamp }
    lastTimestamp = footprint.timestamp
    lastCoordinate = footprint.coordinate
    pointCount += 1
  }
}
