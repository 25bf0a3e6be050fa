/// Messages for storage and file errors; each names the file it is about.
extension RouteRecorderStrings {
  // MARK: - Route store

  /// How messages name an in-memory database.
  public static let inMemoryDatabaseName = "in-memory database"
  public static let routeNotFoundError = "The route no longer exists."

  static func notADatabaseError(_ file: String) -> String {
    "Cannot open \"\(file)\": the file is not a database."
  }

  static func damagedDatabaseError(_ file: String) -> String {
    "Cannot use \"\(file)\": the database file is damaged."
  }

  static func cannotOpenError(_ file: String, _ reason: String) -> String {
    "Cannot open \"\(file)\": \(reason)."
  }

  static func readOnlyError(_ file: String) -> String {
    "Cannot write to \"\(file)\": the location is read-only."
  }

  static func diskFullError(_ file: String) -> String {
    "Cannot write to \"\(file)\": the disk is full."
  }

  static func newerSchemaError(_ file: String, version: Int) -> String {
    "Cannot open \"\(file)\": it was written by a newer version (schema \(version))."
  }

  static func databaseError(_ file: String, _ reason: String) -> String {
    "Database error in \"\(file)\": \(reason)."
  }

  // MARK: - GPX files

  static func unreadableGPXError(_ file: String, _ reason: String) -> String {
    "Cannot read GPX file \"\(file)\": \(reason)."
  }

  static func malformedGPXError(_ file: String, line: Int?, _ reason: String) -> String {
    let place = line.map { ", line \($0)" } ?? ""
    return "Malformed GPX file \"\(file)\"\(place): \(reason)."
  }

  static func unwritableGPXError(_ file: String, _ reason: String) -> String {
    "Cannot write GPX file \"\(file)\": \(reason)."
  }

  /// Why an export does not replace a file already there that holds something else.
  public static let exportFileTakenReason =
    "another file of that name is already there, and it was left as it is"
}
