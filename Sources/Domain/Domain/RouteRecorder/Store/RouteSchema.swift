import CoreLocationLite

/// The route database's schema as an ordered list of migrations, one per version.
///
/// `PRAGMA user_version` holds the version a file is at; opening a file runs every later
/// migration in order, each in its own transaction (a crash mid-migration leaves the file at
/// the previous version). Each migration's last statement sets the version.
enum RouteSchema {
  struct Migration: Sendable {
    let version: Int
    let apply: @Sendable (SQLiteDatabase) throws(StoreError) -> Void
  }

  /// Every migration, oldest first; the last one's version is the current version.
  static let migrations: [Migration] = [
    Migration(version: 1, apply: createVersion1),
    Migration(version: 2, apply: addRunningFigures),
    Migration(version: 3, apply: neverReuseRouteIDs),
  ]

  static var currentVersion: Int { migrations.last?.version ?? 0 }

  /// The version `database` is at (0 for a new file).
  static func version(of database: SQLiteDatabase) throws(StoreError) -> Int {
    Int(try database.integer("PRAGMA user_version") ?? 0)
  }

  /// Brings `database` from its version up to `target` (by default the current version).
  static func migrate(_ database: SQLiteDatabase, upTo target: Int = currentVersion)
    throws(StoreError)
  {
    let found = try version(of: database)
    guard found <= currentVersion else {
      throw StoreError.newerSchema(path: database.path, version: found)
    }
    for migration in migrations where migration.version > found && migration.version <= target {
      try database.transaction { () throws(StoreError) in
        try migration.apply(database)
        let reached = try version(of: database)
        guard reached == migration.version else {
          throw StoreError.failed(
            path: database.path, code: 0,
            reason: "migration \(migration.version) left the schema at \(reached)")
        }
      }
    }
  }

  // MARK: - Version 1: routes and their footprints

  /// The first schema: routes by title, footprints in order; figures were computed on read.
  private static func createVersion1(_ database: SQLiteDatabase) throws(StoreError) {
    try database.execute(
      """
      CREATE TABLE routes (
        id INTEGER PRIMARY KEY,
        title TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL
      )
      """)
    try database.execute(
      """
      CREATE TABLE footprints (
        id INTEGER PRIMARY KEY,
        route_id INTEGER NOT NULL REFERENCES routes(id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        horizontal_accuracy REAL NOT NULL,
        speed REAL NOT NULL,
        course REAL NOT NULL,
        timestamp INTEGER NOT NULL
      )
      """)
    try database.execute(
      "CREATE UNIQUE INDEX footprints_by_route_seq ON footprints(route_id, seq)")
    try database.execute("PRAGMA user_version = 1")
  }

  // MARK: - Version 2: running figures, altitude, newest-first index

  /// Keeps each route's figures in its row (updated per batch, never recomputed), adds the
  /// altitude of footprints and the index that lists routes newest first.
  private static func addRunningFigures(_ database: SQLiteDatabase) throws(StoreError) {
    try database.execute("ALTER TABLE routes ADD COLUMN point_count INTEGER NOT NULL DEFAULT 0")
    try database.execute("ALTER TABLE routes ADD COLUMN distance_m REAL NOT NULL DEFAULT 0")
    try database.execute("ALTER TABLE routes ADD COLUMN first_timestamp INTEGER")
    try database.execute("ALTER TABLE routes ADD COLUMN last_timestamp INTEGER")
    try database.execute("ALTER TABLE routes ADD COLUMN last_latitude REAL")
    try database.execute("ALTER TABLE routes ADD COLUMN last_longitude REAL")
    try database.execute("ALTER TABLE footprints ADD COLUMN altitude REAL NOT NULL DEFAULT 0")
    try database.execute("CREATE INDEX routes_by_created_at ON routes(created_at)")
    try backfillFigures(database)
    try database.execute("PRAGMA user_version = 2")
  }

  /// Computes the figures of routes recorded under version 1 from their footprints.
  private static func backfillFigures(_ database: SQLiteDatabase) throws(StoreError) {
    for id in try database.prepare("SELECT id FROM routes").rows({ $0.int64(at: 0) }) {
      let figures = try RouteStore.recomputedFigures(of: id, in: database)
      try RouteStore.writeFigures(figures, of: id, in: database)
    }
  }

  // MARK: - Version 3: a route id is never used twice

  /// Keeps the highest route id ever given, so that a new route never gets the id of one
  /// deleted before it (SQLite reuses the largest rowid after the newest row goes, and an
  /// export named after the id would then replace the deleted route's file).
  private static func neverReuseRouteIDs(_ database: SQLiteDatabase) throws(StoreError) {
    try database.execute(
      "CREATE TABLE route_ids (id INTEGER PRIMARY KEY CHECK (id = 1), last INTEGER NOT NULL)")
    try database.execute(
      "INSERT INTO route_ids (id, last) SELECT 1, COALESCE(MAX(id), 0) FROM routes")
    try database.execute(
      """
      CREATE TRIGGER routes_keep_last_id AFTER INSERT ON routes
      BEGIN UPDATE route_ids SET last = NEW.id WHERE id = 1 AND last < NEW.id; END
      """)
    try database.execute("PRAGMA user_version = 3")
  }
}
