import CSQLite
import Foundation

/// What the history screen and the recorder read, and deletion.
extension RouteStore {
  /// Stored routes, newest first (routes created at the same instant: the later one first).
  ///
  /// - Parameter limit: the most routes to return; nil for all.
  /// - Complexity: O(r) for r routes returned, read in index order (no sort).
  public func routes(limit: Int? = nil) throws(StoreError) -> [Route] {
    let query = try database.statement(RouteSQL.routesNewestFirst)
    try query.bind(.integer(Int64(limit ?? -1)))
    return try query.rows(Self.route(from:))
  }

  /// The route with `id`, or nil when there is none.
  ///
  /// - Complexity: O(log r).
  public func route(id: Route.ID) throws(StoreError) -> Route? {
    let query = try database.statement(RouteSQL.routeByID)
    try query.bind(.integer(id))
    return try query.firstRow(Self.route(from:))
  }

  /// The route titled exactly `title`, or nil when there is none.
  ///
  /// - Complexity: O(log r).
  public func route(titled title: String) throws(StoreError) -> Route? {
    let query = try database.statement(RouteSQL.routeByTitle)
    try query.bind(.text(title))
    return try query.firstRow(Self.route(from:))
  }

  /// Whether a route is titled exactly `title`.
  ///
  /// - Complexity: O(log r).
  public func exists(title: String) throws(StoreError) -> Bool {
    let query = try database.statement(RouteSQL.titleExists)
    try query.bind(.text(title))
    return try query.firstRow { _ in true } ?? false
  }

  /// The footprints of a route in recording order, starting at `sequence` (to fetch only
  /// the points added since the last call while recording).
  ///
  /// - Complexity: O(log n + k) for k footprints returned.
  public func footprints(of routeID: Route.ID, fromSequence sequence: Int = 0)
    throws(StoreError) -> [Footprint]
  {
    let query = try database.statement(RouteSQL.footprintsFromSequence)
    try query.bind(.integer(routeID), .integer(Int64(sequence)))
    return try query.rows(Self.footprint(from:))
  }

  /// Deletes a route and all its footprints, in one transaction.
  ///
  /// - Throws: ``StoreError/routeNotFound(_:)`` when there is no such route.
  /// - Complexity: O(k log n) for its k footprints (found through their index).
  public func deleteRoute(_ routeID: Route.ID) throws(StoreError) {
    let delete = try database.statement(RouteSQL.deleteRoute)
    try delete.bind(.integer(routeID))
    try delete.run()
    guard sqlite3_changes(database.handle) > 0 else { throw StoreError.routeNotFound(routeID) }
  }
}
