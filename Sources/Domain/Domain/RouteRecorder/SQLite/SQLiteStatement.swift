import CSQLite

/// A prepared statement: bind values, step through rows, read typed columns, reset, reuse.
///
/// Finalized when released. Column and parameter indexes follow SQLite: parameters count from
/// 1, columns from 0.
final class SQLiteStatement {
  private let pointer: OpaquePointer
  private weak var owner: SQLiteDatabase?

  init(_ pointer: OpaquePointer, database: SQLiteDatabase) {
    self.pointer = pointer
    self.owner = database
  }

  deinit {
    harvestCounters()
    sqlite3_finalize(pointer)
  }

  // MARK: - Binding

  /// Rewinds the statement and binds `values` to parameters 1, 2, … in order.
  @discardableResult
  func bind(_ values: SQLiteValue...) throws(StoreError) -> SQLiteStatement {
    reset()
    sqlite3_clear_bindings(pointer)
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(pointer, index, number)
      case .real(let number): code = sqlite3_bind_double(pointer, index, number)
      case .null: code = sqlite3_bind_null(pointer, index)
      case .text(let string):
        var copy = string
        code = copy.withUTF8 { bytes in
          bytes.withMemoryRebound(to: CChar.self) { chars in
            guard let base = chars.baseAddress else {
              return sqlite3_bind_text64(pointer, index, "", 0, transientDestructor, utf8)
            }
            return sqlite3_bind_text64(
              pointer, index, base, UInt64(chars.count), transientDestructor, utf8)
          }
        }
      }
      guard code == SQLITE_OK else { throw failure(code) }
    }
    return self
  }

  // MARK: - Running

  /// Runs the statement to completion, ignoring rows (for statements that change data).
  func run() throws(StoreError) {
    defer { reset() }
    while try step() {}
  }

  /// Every row, each read by `read`; the statement is reset afterwards.
  func rows<Row>(_ read: (SQLiteStatement) -> Row) throws(StoreError) -> [Row] {
    defer { reset() }
    var rows: [Row] = []
    while try step() { rows.append(read(self)) }
    return rows
  }

  /// The first row read by `read`, or nil when there is none; the statement is reset
  /// afterwards, so it holds no read transaction open.
  func firstRow<Row>(_ read: (SQLiteStatement) -> Row) throws(StoreError) -> Row? {
    defer { reset() }
    return try step() ? read(self) : nil
  }

  /// Advances to the next row: true when a row is ready, false when the statement is done.
  ///
  /// Callers must reset the statement when they stop early (``rows(_:)``, ``firstRow(_:)``
  /// and ``run()`` do): an unfinished statement keeps its read transaction open.
  private func step() throws(StoreError) -> Bool {
    let code = sqlite3_step(pointer)
    switch code {
    case SQLITE_ROW:
      return true
    case SQLITE_DONE:
      harvestCounters()
      return false
    default:
      let error = failure(code)
      sqlite3_reset(pointer)
      throw error
    }
  }

  /// Rewinds the statement so it can run again; bindings are kept until the next ``bind(_:)``.
  func reset() {
    harvestCounters()
    sqlite3_reset(pointer)
  }

  // MARK: - Columns

  func int64(at column: Int32) -> Int64 {
    sqlite3_column_int64(pointer, column)
  }

  func double(at column: Int32) -> Double {
    sqlite3_column_double(pointer, column)
  }

  func isNull(at column: Int32) -> Bool {
    sqlite3_column_type(pointer, column) == SQLITE_NULL
  }

  func optionalInt64(at column: Int32) -> Int64? {
    isNull(at: column) ? nil : int64(at: column)
  }

  func optionalDouble(at column: Int32) -> Double? {
    isNull(at: column) ? nil : double(at: column)
  }

  /// The column as text, byte for byte (embedded NULs included); empty when NULL.
  func text(at column: Int32) -> String {
    optionalText(at: column) ?? ""
  }

  func optionalText(at column: Int32) -> String? {
    guard let bytes = sqlite3_column_text(pointer, column) else { return nil }
    let count = Int(sqlite3_column_bytes(pointer, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }

  // MARK: - Private

  private func failure(_ code: Int32) -> StoreError {
    let connection = sqlite3_db_handle(pointer)
    return StoreError.sqliteFailure(
      path: owner?.path ?? "", code: code, systemError: sqlite3_system_errno(connection),
      message: String(cString: sqlite3_errmsg(connection)))
  }

  /// Counters of runs not yet reported to the database (read without clearing them).
  var unharvestedCounters: (steps: Int64, scans: Int64) {
    let steps = sqlite3_stmt_status(pointer, SQLITE_STMTSTATUS_VM_STEP, 0)
    let scans = sqlite3_stmt_status(pointer, SQLITE_STMTSTATUS_FULLSCAN_STEP, 0)
    return (Int64(steps), Int64(scans))
  }

  private func harvestCounters() {
    let steps = sqlite3_stmt_status(pointer, SQLITE_STMTSTATUS_VM_STEP, 1)
    let scans = sqlite3_stmt_status(pointer, SQLITE_STMTSTATUS_FULLSCAN_STEP, 1)
    owner?.record(virtualMachineSteps: steps, fullScanSteps: scans)
  }
}

/// SQLite's `SQLITE_TRANSIENT`: the library copies bound text before the call returns.
private let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
private let utf8 = UInt8(SQLITE_UTF8)
