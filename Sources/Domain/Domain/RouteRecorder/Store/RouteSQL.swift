/// Every statement ``RouteStore`` runs after opening, in one place so tests can check the
/// query plan of each (all of them search an index; none scans a table or sorts).
///
/// Values are always `?` parameters. Route rows are read with ``routeColumns``' order and
/// footprints with ``footprintColumns``' order.
enum RouteSQL {
  /// A new route gets the id after the highest ever given (`route_ids`), never a deleted one's.
  static let insertRoute: StaticString = """
    INSERT INTO routes (id, title, created_at)
    VALUES ((SELECT last + 1 FROM route_ids WHERE id = 1), ?, ?)
    """

  static let routeByID: StaticString = """
    SELECT id, title, created_at, point_count, distance_m, first_timestamp, last_timestamp,
      last_latitude, last_longitude
    FROM routes WHERE id = ?
    """

  static let routeByTitle: StaticString = """
    SELECT id, title, created_at, point_count, distance_m, first_timestamp, last_timestamp,
      last_latitude, last_longitude
    FROM routes WHERE title = ?
    """

  static let titleExists: StaticString = "SELECT 1 FROM routes WHERE title = ?"

  /// Newest first; routes created at the same instant list the later one first.
  static let routesNewestFirst: StaticString = """
    SELECT id, title, created_at, point_count, distance_m, first_timestamp, last_timestamp,
      last_latitude, last_longitude
    FROM routes ORDER BY created_at DESC, id DESC LIMIT ?
    """

  static let insertFootprint: StaticString = """
    INSERT INTO footprints (route_id, seq, latitude, longitude, altitude, horizontal_accuracy,
      speed, course, timestamp)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  static let updateFigures: StaticString = """
    UPDATE routes SET point_count = ?, distance_m = ?, first_timestamp = ?, last_timestamp = ?,
      last_latitude = ?, last_longitude = ?
    WHERE id = ?
    """

  static let footprintsFromSequence: StaticString = """
    SELECT seq, latitude, longitude, altitude, horizontal_accuracy, speed, course, timestamp
    FROM footprints WHERE route_id = ? AND seq >= ? ORDER BY seq
    """

  static let deleteRoute: StaticString = "DELETE FROM routes WHERE id = ?"

  /// What cascading a route's deletion runs for its footprints (by SQLite, not by us).
  static let cascadeFootprints: StaticString = "DELETE FROM footprints WHERE route_id = ?"

  /// The statements one ``RouteStore/append(_:to:)`` runs, whatever the route's size.
  static let append: [StaticString] = [routeByID, insertFootprint, updateFigures]

  /// Every statement above.
  static let all: [StaticString] = [
    insertRoute, routeByID, routeByTitle, titleExists, routesNewestFirst, insertFootprint,
    updateFigures, footprintsFromSequence, deleteRoute, cascadeFootprints,
  ]
}
