import CSQLite
import CoreLocationLite
import Foundation

/// Starting a route and saving its fixes.
extension RouteStore {
  /// Stores a new, empty route titled `title` (exactly as given) and returns it.
  ///
  /// - Throws: ``StoreError/emptyTitle`` for an empty or whitespace-only title,
  ///   ``StoreError/duplicateTitle(_:)`` when a route has exactly this title.
  /// - Complexity: O(log r) for r routes.
  @discardableResult
  public func createRoute(title: String) throws(StoreError) -> Route {
    guard !RouteRecorderRules.isBlank(title) else { throw StoreError.emptyTitle }
    let createdAt = now().roundedToMilliseconds
    let insert = try database.statement(RouteSQL.insertRoute)
    try insert.bind(.text(title), .integer(createdAt.millisecondsSince1970))
    do {
      try insert.run()
    } catch {
      if case .failed(_, SQLiteDatabase.uniqueConstraintFailed, _) = error {
        throw StoreError.duplicateTitle(title)
      }
      throw error
    }
    return Route(id: sqlite3_last_insert_rowid(database.handle), title: title, createdAt: createdAt)
  }

  /// Saves every recordable fix of `fixes` (see `Location.isRecordable`), in order, at the
  /// end of the route, in one transaction; returns the route with its updated figures.
  ///
  /// Invalid fixes (negative accuracy) are skipped; duplicates are saved as delivered. When
  /// this returns, the batch is durable; when it throws, none of the batch is saved.
  ///
  /// - Throws: ``StoreError/routeNotFound(_:)`` when the route was deleted, or a file error.
  /// - Complexity: O(k log n) for k fixes: one route read, k inserts and one figures update,
  ///   each an index search; never a read of the footprints already stored.
  @discardableResult
  public func append(_ fixes: [Location], to routeID: Route.ID) throws(StoreError) -> Route {
    try database.transaction { () throws(StoreError) -> Route in
      guard let route = try route(id: routeID) else { throw StoreError.routeNotFound(routeID) }
      var figures = route.figures
      let insert = try database.statement(RouteSQL.insertFootprint)
      for fix in fixes where fix.isRecordable {
        let footprint = Footprint(sequence: figures.pointCount, location: fix)
        try insert.bind(
          .integer(routeID), .integer(Int64(footprint.sequence)),
          .real(footprint.coordinate.latitude), .real(footprint.coordinate.longitude),
          .real(footprint.altitude), .real(footprint.horizontalAccuracy), .real(footprint.speed),
          .real(footprint.course), .integer(footprint.timestamp.millisecondsSince1970))
        try insert.run()
        figures.add(footprint)
      }
      guard figures != route.figures else { return route }
      try Self.writeFigures(figures, of: routeID, in: database)
      return Route(id: route.id, title: route.title, createdAt: route.createdAt, figures: figures)
    }
  }
}
