import CoreLocationLite
import Foundation

/// Reading rows into models, and the figures kept in each route's row.
extension RouteStore {
  /// A route from a row in ``RouteSQL``'s route column order.
  static func route(from row: SQLiteStatement) -> Route {
    let lastCoordinate: LocationCoordinate2D? =
      if let latitude = row.optionalDouble(at: 7), let longitude = row.optionalDouble(at: 8) {
        LocationCoordinate2D(latitude: latitude, longitude: longitude)
      } else {
        nil
      }
    let figures = RouteFigures(
      pointCount: Int(row.int64(at: 3)), distance: row.double(at: 4),
      firstTimestamp: row.optionalInt64(at: 5).map(Date.init(millisecondsSince1970:)),
      lastTimestamp: row.optionalInt64(at: 6).map(Date.init(millisecondsSince1970:)),
      lastCoordinate: lastCoordinate)
    return Route(
      id: row.int64(at: 0), title: row.text(at: 1),
      createdAt: Date(millisecondsSince1970: row.int64(at: 2)), figures: figures)
  }

  /// A footprint from a row in ``RouteSQL``'s footprint column order.
  static func footprint(from row: SQLiteStatement) -> Footprint {
    Footprint(
      sequence: Int(row.int64(at: 0)),
      coordinate: LocationCoordinate2D(latitude: row.double(at: 1), longitude: row.double(at: 2)),
      altitude: row.double(at: 3), horizontalAccuracy: row.double(at: 4), speed: row.double(at: 5),
      course: row.double(at: 6), timestamp: Date(millisecondsSince1970: row.int64(at: 7)))
  }

  /// Stores `figures` in the row of route `id`.
  static func writeFigures(_ figures: RouteFigures, of id: Route.ID, in database: SQLiteDatabase)
    throws(StoreError)
  {
    let update = try database.statement(RouteSQL.updateFigures)
    let first = figures.firstTimestamp.map { SQLiteValue.integer($0.millisecondsSince1970) }
    let last = figures.lastTimestamp.map { SQLiteValue.integer($0.millisecondsSince1970) }
    try update.bind(
      .integer(Int64(figures.pointCount)), .real(figures.distance), first ?? .null, last ?? .null,
      figures.lastCoordinate.map { .real($0.latitude) } ?? .null,
      figures.lastCoordinate.map { .real($0.longitude) } ?? .null, .integer(id))
    try update.run()
  }

  /// The figures of route `id` computed from all its footprints (migration and checks only).
  ///
  /// - Complexity: O(n) for its n footprints.
  static func recomputedFigures(of id: Route.ID, in database: SQLiteDatabase)
    throws(StoreError) -> RouteFigures
  {
    let query = try database.prepare(RouteSQL.footprintsFromSequence)
    try query.bind(.integer(id), .integer(0))
    return RouteFigures(try query.rows(footprint(from:)))
  }
}
