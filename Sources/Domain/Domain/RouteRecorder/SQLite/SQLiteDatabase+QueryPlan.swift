import CSQLite

extension SQLiteDatabase {
  /// The `EXPLAIN QUERY PLAN` lines of `sql` (e.g. `SEARCH routes USING INDEX …`), to check
  /// that a statement searches an index instead of scanning a table.
  ///
  /// The only statement text composed at run time: a fixed prefix and the static `sql`,
  /// never a value.
  func queryPlan(of sql: StaticString) throws(StoreError) -> [String] {
    try ensureOpen()
    let text = "EXPLAIN QUERY PLAN " + sql.description
    var pointer: OpaquePointer?
    let code = sqlite3_prepare_v2(handle, text, -1, &pointer, nil)
    guard code == SQLITE_OK, let pointer else { throw error(code) }
    return try SQLiteStatement(pointer, database: self).rows { $0.text(at: 3) }
  }
}
