import CoreLocationLite
import Foundation
import Testing

@testable import Domain

/// Bad files are clear errors that name the file, never a crash or silent loss.
@Suite("Route store errors")
struct RouteStoreErrorTests {
  private static let isRoot = geteuid() == 0

  @Test func fileThatIsNotADatabaseIsNamed() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("notes.sqlite")
      try Data(String(repeating: "not a database\n", count: 400).utf8).write(to: url)
      #expect(throws: StoreError.notADatabase(path: url.path)) {
        try RouteStore(.file(url), now: RouteStoreClock().read)
      }
      #expect(StoreError.notADatabase(path: url.path).message
        == #"Cannot open "notes.sqlite": the file is not a database."#)
    }
  }

  @Test func damagedDatabaseIsReportedNotCrashed() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("damaged.sqlite")
      var store = try RouteStore(.file(url), now: RouteStoreClock().read)
      let route = try store.createRoute(title: "Will be damaged")
      try store.append(SyntheticWalk(seed: 31).fixes(count: 2_000), to: route.id)
      _ = try store.database.text("PRAGMA wal_checkpoint(TRUNCATE)")
      store.close()
      let handle = try FileHandle(forWritingTo: url)
      try handle.seek(toOffset: 4_096 * 3)
      try handle.write(contentsOf: Data(repeating: 0xA5, count: 4_096 * 20))
      try handle.close()
      #expect(throws: StoreError.damaged(path: url.path)) {
        store = try RouteStore(.file(url), now: RouteStoreClock().read)
        _ = try store.footprints(of: route.id)
      }
      #expect(StoreError.damaged(path: url.path).message
        == #"Cannot use "damaged.sqlite": the database file is damaged."#)
    }
  }

  @Test(.enabled(if: !isRoot, "root may write into any folder"))
  func readOnlyFolderIsNamed() throws {
    try withTemporaryRouteFolder { folder in
      let locked = folder.appendingPathComponent("locked")
      try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
      try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
      defer {
        try? FileManager.default.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: locked.path)
      }
      let url = locked.appendingPathComponent("routes.sqlite")
      #expect(throws: StoreError.readOnly(path: url.path)) {
        try RouteStore(.file(url), now: RouteStoreClock().read)
      }
    }
  }

  /// What the OS reports when a new database cannot be created in an existing folder: the
  /// classification the folder test above exercises for real (it cannot run as root).
  @Test func failuresToCreateAreClassifiedByTheSystemError() throws {
    try withTemporaryRouteFolder { folder in
      let path = folder.appendingPathComponent("routes.sqlite").path
      let cantOpen = Int32(14)
      func classified(_ errno: Int32) -> StoreError {
        StoreError.openFailure(path: path, code: cantOpen, systemError: errno, message: "unable")
      }
      #expect(classified(EACCES) == .readOnly(path: path))
      #expect(classified(EPERM) == .readOnly(path: path))
      #expect(classified(EROFS) == .readOnly(path: path))
      #expect(classified(EIO) == .cannotOpen(path: path, reason: "unable"))
      #expect(StoreError.readOnly(path: path).message
        == #"Cannot write to "routes.sqlite": the location is read-only."#)
      #expect(StoreError.sqliteFailure(path: path, code: 10, systemError: ENOSPC, message: "io")
        == .diskFull(path: path))
    }
  }

  @Test(.enabled(if: !isRoot, "root reads and writes any file"))
  func unreadableAndReadOnlyFilesAreNamed() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("locked.sqlite")
      try RouteStore(.file(url), now: RouteStoreClock().read).close()
      try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
      #expect(throws: StoreError.cannotOpen(path: url.path, reason: "permission denied")) {
        try RouteStore(.file(url), now: RouteStoreClock().read)
      }
      try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: url.path)
      #expect(throws: StoreError.readOnly(path: url.path)) {
        try RouteStore(.file(url), now: RouteStoreClock().read)
      }
    }
  }

  @Test func folderOrMissingFolderIsNamed() throws {
    try withTemporaryRouteFolder { folder in
      #expect(throws: StoreError.cannotOpen(path: folder.path, reason: "it is a folder")) {
        try RouteStore(.file(folder), now: RouteStoreClock().read)
      }
      let missing = folder.appendingPathComponent("nowhere/routes.sqlite")
      let error = StoreError.cannotOpen(path: missing.path, reason: "its folder does not exist")
      #expect(throws: error) { try RouteStore(.file(missing), now: RouteStoreClock().read) }
      #expect(error.message == #"Cannot open "routes.sqlite": its folder does not exist."#)
    }
  }

  @Test func fullDiskRollsBackTheWholeBatch() throws {
    try withTemporaryRouteFolder { folder in
      let url = folder.appendingPathComponent("full.sqlite")
      let store = try RouteStore(.file(url), now: RouteStoreClock().read)
      let route = try store.createRoute(title: "Full")
      let walk = SyntheticWalk(seed: 32).fixes(count: 5_010)
      try store.append(Array(walk[0..<10]), to: route.id)
      _ = try store.database.integer("PRAGMA max_page_count = 12")
      #expect(throws: StoreError.diskFull(path: url.path)) {
        try store.append(Array(walk[10...]), to: route.id)
      }
      #expect(try store.route(id: route.id)?.pointCount == 10)
      #expect(try store.footprints(of: route.id).count == 10)
      #expect(try store.integrityProblems().isEmpty)
      #expect(StoreError.diskFull(path: url.path).message
        == #"Cannot write to "full.sqlite": the disk is full."#)
    }
  }

  @Test func inMemoryErrorsNameTheInMemoryDatabase() throws {
    let store = try RouteStore(.inMemory, now: RouteStoreClock().read)
    #expect(store.databaseName == "in-memory database")
    #expect(try store.journalMode() == "memory")
    #expect(StoreError.failed(path: ":memory:", code: 1, reason: "boom").message
      == #"Database error in "in-memory database": boom."#)
    #expect(StoreError.routeNotFound(3).message == "The route no longer exists.")
  }

  @Test("a closed connection refuses every statement, cached or not, instead of touching SQLite")
  func closedConnectionRefusesStatements() throws {
    let database = try SQLiteDatabase(sharedMemoryNamed: "closed-\(UUID().uuidString)")
    database.close()
    let closed = StoreError.failed(
      path: database.path, code: 21, reason: "the database is closed")  // SQLITE_MISUSE
    #expect(throws: closed) { _ = try database.prepare("SELECT 1") }
    #expect(throws: closed) { _ = try database.statement("SELECT 1") }
  }

  @Test("a transaction whose body throws is rolled back: its writes are gone, the next one starts")
  func failedTransactionIsRolledBack() throws {
    let database = try SQLiteDatabase(sharedMemoryNamed: "rollback-\(UUID().uuidString)")
    defer { database.close() }
    try database.execute("CREATE TABLE t (x INTEGER)")
    let planted = StoreError.routeNotFound(1)
    #expect(throws: planted) {
      try database.transaction { () throws(StoreError) in
        try database.execute("INSERT INTO t VALUES (1)")
        throw planted
      }
    }
    try database.transaction { () throws(StoreError) in
      try database.execute("INSERT INTO t VALUES (2)")
    }
    #expect(try database.integer("SELECT count(*) FROM t") == 1)
    #expect(try database.integer("SELECT x FROM t") == 2)
  }
}
