import CoreLocationLite
import Foundation

/// A stored route as the history list shows it: its title and its figures.
public struct Route: Sendable, Hashable, Identifiable {
  /// The store's identifier of a route (stable until the route is deleted).
  public typealias ID = Int64

  public let id: ID
  /// Exactly as the user typed it.
  public let title: String
  /// When recording began (from the store's clock); the history lists newest first.
  public let createdAt: Date
  public let figures: RouteFigures

  public init(id: ID, title: String, createdAt: Date, figures: RouteFigures = RouteFigures()) {
    self.id = id
    self.title = title
    self.createdAt = createdAt
    self.figures = figures
  }

  public var pointCount: Int { figures.pointCount }
  /// Haversine distance in metres.
  public var distance: LocationDistance { figures.distance }
  /// Last minus first timestamp, in seconds.
  public var duration: TimeInterval { figures.duration }
}
