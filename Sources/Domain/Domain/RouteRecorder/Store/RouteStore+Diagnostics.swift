/// Health checks for tests, the durability check and the CLI.
extension RouteStore {
  /// SQLite's journal mode: `wal` for a file database, `memory` in memory.
  public func journalMode() throws(StoreError) -> String {
    try database.text("PRAGMA journal_mode") ?? ""
  }

  /// The problems `PRAGMA integrity_check` finds; empty when the database is sound.
  public func integrityProblems() throws(StoreError) -> [String] {
    let lines = try database.prepare("PRAGMA integrity_check").rows { $0.text(at: 0) }
    return lines == ["ok"] ? [] : lines
  }

  /// The schema version of the open database (``currentSchemaVersion`` after opening).
  public func schemaVersion() throws(StoreError) -> Int {
    try RouteSchema.version(of: database)
  }

  /// The schema version this build creates and migrates to.
  public static var currentSchemaVersion: Int { RouteSchema.currentVersion }

  /// Whether the stored figures of every route equal those computed from its footprints.
  ///
  /// - Complexity: O(n) over all footprints; for checks, never for screens.
  public func figuresAreConsistent() throws(StoreError) -> Bool {
    for route in try routes() {
      guard try Self.recomputedFigures(of: route.id, in: database) == route.figures else {
        return false
      }
    }
    return true
  }
}
