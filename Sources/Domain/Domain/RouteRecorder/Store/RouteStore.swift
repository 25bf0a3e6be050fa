import CSQLite
import Foundation

/// The routes and footprints every route-recorder variant saves and lists, on SQLite.
///
/// A plain class, not `Sendable`: use each store from one thread (the main thread in the app),
/// which Swift 6 checks at compile time. Every call is synchronous and finishes before it
/// returns; once ``append(_:to:)`` returns, its fixes are on disk and survive a crash of the
/// process (write-ahead log, `synchronous=NORMAL`).
///
/// Titles are stored exactly as typed and compared byte for byte (so `"é"` precomposed and
/// `"e\u{301}"` are different titles). Every query searches an index: the cost of a call
/// does not grow with the number of footprints already stored.
public final class RouteStore {
  /// Where the database lives.
  public enum Storage: Sendable, Equatable {
    /// A file, created if missing (the normal case: routes survive a restart).
    case file(URL)
    /// A private in-memory database (timing runs); gone when the store is closed.
    case inMemory
  }

  /// The file name the app uses for its database.
  public static let defaultFileName = "footprints.sqlite"

  /// The version of the SQLite library the store runs on (e.g. "3.40.1").
  public static var sqliteVersion: String { String(cString: sqlite3_libversion()) }

  public let storage: Storage
  let database: SQLiteDatabase
  let now: () -> Date

  /// Opens (creating and migrating as needed) the route database at `storage`.
  ///
  /// - Parameter now: the clock that stamps `createdAt` of new routes.
  /// - Throws: ``StoreError`` naming the file when it is not a database, is damaged, cannot
  ///   be opened, is read-only or was written by a newer schema.
  public init(_ storage: Storage, now: @escaping () -> Date) throws(StoreError) {
    self.storage = storage
    self.now = now
    switch storage {
    case .file(let url): database = try SQLiteDatabase(path: url.path)
    case .inMemory: database = try SQLiteDatabase(path: SQLiteDatabase.memoryPath)
    }
    try configure()
  }

  /// Opens a connection to the in-memory database named `name`, shared by every connection
  /// opened with that name while one is open (see ``RouteStoreOpener``).
  public init(sharedMemoryNamed name: String, now: @escaping () -> Date) throws(StoreError) {
    storage = .inMemory
    self.now = now
    database = try SQLiteDatabase(sharedMemoryNamed: name)
    try configure()
  }

  /// The name messages use for this database (its file name).
  public var databaseName: String { StoreError.name(database.path) }

  /// Closes the database; the store must not be used afterwards (it also closes when freed).
  public func close() {
    database.close()
  }

  /// Whether the connection is still open (not closed, not freed).
  public var isOpen: Bool { !database.isClosed }

  private func configure() throws(StoreError) {
    if case .file = storage {
      guard !database.isReadOnly else { throw StoreError.readOnly(path: database.path) }
      _ = try database.text("PRAGMA journal_mode = WAL")
    }
    try database.execute("PRAGMA foreign_keys = ON")
    try database.execute("PRAGMA synchronous = NORMAL")
    try RouteSchema.migrate(database)
  }
}
