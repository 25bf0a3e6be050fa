import CSQLite
import Foundation

/// One connection to a SQLite database: the thin layer under ``RouteStore``.
///
/// SQL text is always a `StaticString`, so no statement can be assembled from values at run
/// time: every value travels as a bound parameter. Prepared statements are cached by their
/// text and reused. The connection is confined to the thread that uses it (not `Sendable`).
final class SQLiteDatabase {
  /// The file path, or ``memoryPath`` for an in-memory database.
  let path: String
  let handle: OpaquePointer
  /// Virtual-machine steps run by every statement so far (a deterministic cost measure).
  var virtualMachineSteps: Int64 {
    harvestedSteps + cache.values.reduce(0) { $0 + $1.unharvestedCounters.steps }
  }
  /// Rows visited by full table scans so far (zero when every query uses an index).
  var fullScanSteps: Int64 {
    harvestedScans + cache.values.reduce(0) { $0 + $1.unharvestedCounters.scans }
  }

  private var harvestedSteps: Int64 = 0
  private var harvestedScans: Int64 = 0

  private var cache: [UInt: SQLiteStatement] = [:]
  private(set) var isClosed = false

  static let memoryPath = ":memory:"
  /// `SQLITE_CONSTRAINT_UNIQUE`, which Swift does not import (a composed macro).
  static let uniqueConstraintFailed = SQLITE_CONSTRAINT | (8 << 8)

  /// Called once when the connection closes (see ``RouteStoreOpener``).
  var onClose: (@Sendable () -> Void)?

  /// Opens (creating if needed) the database at `path`, or an in-memory one.
  convenience init(path: String) throws(StoreError) {
    try self.init(path: path, name: path, flags: 0)
  }

  /// Opens a connection to the in-memory database named `name`, which every connection
  /// opened with that name shares for as long as one of them is open.
  ///
  /// Its connections read uncommitted rows: in a shared in-memory database a reader would
  /// otherwise lock a writer on another thread out (and the reverse) instead of waiting.
  convenience init(sharedMemoryNamed name: String) throws(StoreError) {
    try self.init(
      path: SQLiteDatabase.memoryPath, name: "file:\(name)?mode=memory&cache=shared",
      flags: SQLITE_OPEN_URI)
    try execute("PRAGMA read_uncommitted = 1")
  }

  private init(path: String, name: String, flags extraFlags: Int32) throws(StoreError) {
    self.path = path
    var pointer: OpaquePointer?
    let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX | extraFlags
    let code = sqlite3_open_v2(name, &pointer, flags, nil)
    guard let pointer else {
      throw StoreError.openFailure(path: path, code: code, systemError: 0, message: "out of memory")
    }
    guard code == SQLITE_OK else {
      let error = StoreError.openFailure(
        path: path, code: code, systemError: sqlite3_system_errno(pointer),
        message: String(cString: sqlite3_errmsg(pointer)))
      sqlite3_close_v2(pointer)
      throw error
    }
    handle = pointer
    sqlite3_extended_result_codes(handle, 1)
    sqlite3_busy_timeout(handle, 5_000)
  }

  deinit {
    close()
  }

  /// Finalizes every cached statement and closes the connection; later calls do nothing.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    cache.removeAll()
    sqlite3_close_v2(handle)
    onClose?()
  }

  /// Whether the connection was opened read-only (e.g. the file or its folder is read-only).
  var isReadOnly: Bool { sqlite3_db_readonly(handle, "main") == 1 }

  // MARK: - Statements

  /// The cached prepared statement for `sql`, reset.
  func statement(_ sql: StaticString) throws(StoreError) -> SQLiteStatement {
    try ensureOpen()
    let key = UInt(bitPattern: sql.utf8Start)
    if let cached = cache[key] {
      cached.reset()
      return cached
    }
    let prepared = try prepare(sql)
    cache[key] = prepared
    return prepared
  }

  /// A new prepared statement for `sql`, owned by the caller (not cached).
  func prepare(_ sql: StaticString) throws(StoreError) -> SQLiteStatement {
    try ensureOpen()
    var pointer: OpaquePointer?
    let code = sql.withUTF8Buffer { text in
      text.withMemoryRebound(to: CChar.self) { chars in
        sqlite3_prepare_v3(handle, chars.baseAddress, Int32(chars.count), 0, &pointer, nil)
      }
    }
    guard code == SQLITE_OK, let pointer else { throw error(code) }
    return SQLiteStatement(pointer, database: self)
  }

  /// Runs `sql` (no parameters) to completion, ignoring any rows.
  func execute(_ sql: StaticString) throws(StoreError) {
    try prepare(sql).run()
  }

  /// Runs `sql` (no parameters) and returns the first column of its first row as text.
  func text(_ sql: StaticString) throws(StoreError) -> String? {
    try prepare(sql).firstRow { $0.optionalText(at: 0) } ?? nil
  }

  /// Runs `sql` (no parameters) and returns the first column of its first row as an integer.
  func integer(_ sql: StaticString) throws(StoreError) -> Int64? {
    try prepare(sql).firstRow { $0.int64(at: 0) }
  }

  // MARK: - Transactions

  /// Runs `body` in an immediate transaction: committed when it returns, rolled back when it
  /// throws. Once this returns, the changes are in the write-ahead log and survive a crash.
  func transaction<Result>(_ body: () throws(StoreError) -> Result) throws(StoreError) -> Result {
    try statement("BEGIN IMMEDIATE").run()
    do {
      let result = try body()
      try statement("COMMIT").run()
      return result
    } catch {
      if sqlite3_get_autocommit(handle) == 0 {
        _ = try? statement("ROLLBACK").run()
      }
      throw error
    }
  }

  // MARK: - Errors and accounting

  /// The store error for a failed call that returned `code`.
  func error(_ code: Int32) -> StoreError {
    StoreError.sqliteFailure(
      path: path, code: code, systemError: sqlite3_system_errno(handle),
      message: String(cString: sqlite3_errmsg(handle)))
  }

  /// Throws instead of touching a closed connection.
  func ensureOpen() throws(StoreError) {
    guard isClosed else { return }
    throw StoreError.failed(path: path, code: SQLITE_MISUSE, reason: "the database is closed")
  }

  func record(virtualMachineSteps steps: Int32, fullScanSteps scans: Int32) {
    harvestedSteps += Int64(steps)
    harvestedScans += Int64(scans)
  }
}
