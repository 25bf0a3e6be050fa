import CSQLite
import Foundation

/// Why a ``RouteStore`` call failed; ``message`` is the text to show the user.
///
/// File errors carry the database path; their messages name the file (its last path
/// component, so they read the same on every machine).
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The title is empty or only whitespace.
  case emptyTitle
  /// A route with exactly this title is already stored.
  case duplicateTitle(String)
  /// No route has this id (it was deleted).
  case routeNotFound(Route.ID)
  /// The file exists but is not a SQLite database.
  case notADatabase(path: String)
  /// The file is a SQLite database whose content is damaged.
  case damaged(path: String)
  /// The file cannot be opened; `reason` says why (e.g. "permission denied").
  case cannotOpen(path: String, reason: String)
  /// The file or its folder cannot be written.
  case readOnly(path: String)
  /// The disk (or the database's size limit) is full.
  case diskFull(path: String)
  /// The file was written by a newer schema than this build knows.
  case newerSchema(path: String, version: Int)
  /// Any other SQLite failure, with SQLite's own reason.
  case failed(path: String, code: Int32, reason: String)

  /// The user-visible text (an alert message or a CLI line).
  public var message: String {
    typealias Text = RouteRecorderStrings
    switch self {
    case .emptyTitle: return Text.emptyTitleError
    case .duplicateTitle(let title): return Text.duplicateTitleError(title)
    case .routeNotFound: return Text.routeNotFoundError
    case .notADatabase(let path): return Text.notADatabaseError(Self.name(path))
    case .damaged(let path): return Text.damagedDatabaseError(Self.name(path))
    case .cannotOpen(let path, let reason): return Text.cannotOpenError(Self.name(path), reason)
    case .readOnly(let path): return Text.readOnlyError(Self.name(path))
    case .diskFull(let path): return Text.diskFullError(Self.name(path))
    case .newerSchema(let path, let version):
      return Text.newerSchemaError(Self.name(path), version: version)
    case .failed(let path, _, let reason): return Text.databaseError(Self.name(path), reason)
    }
  }

  public var description: String { message }

  /// How messages name the database at `path`.
  static func name(_ path: String) -> String {
    path == SQLiteDatabase.memoryPath
      ? RouteRecorderStrings.inMemoryDatabaseName : URL(fileURLWithPath: path).lastPathComponent
  }
}

// MARK: - Classifying SQLite results

extension StoreError {
  /// The error for `sqlite3_open_v2` failing with `code` (and the OS error `systemError`),
  /// judged from what is at `path` now.
  static func openFailure(path: String, code: Int32, systemError: Int32, message: String)
    -> StoreError
  {
    guard code & 0xff == SQLITE_CANTOPEN else {
      return sqliteFailure(path: path, code: code, systemError: systemError, message: message)
    }
    let manager = FileManager.default
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    if systemError == EROFS { return .readOnly(path: path) }
    if manager.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return .cannotOpen(path: path, reason: "it is a folder") }
      let denied = systemError == EACCES || systemError == EPERM
      return .cannotOpen(path: path, reason: denied ? "permission denied" : message)
    }
    guard manager.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return .cannotOpen(path: path, reason: "its folder does not exist")
    }
    let denied = [EACCES, EPERM].contains(systemError) || !manager.isWritableFile(atPath: folder)
    return denied ? .readOnly(path: path) : .cannotOpen(path: path, reason: message)
  }

  /// The error for a statement or call that failed with `code`.
  static func sqliteFailure(path: String, code: Int32, systemError: Int32, message: String)
    -> StoreError
  {
    switch code & 0xff {
    case SQLITE_NOTADB: return .notADatabase(path: path)
    case SQLITE_CORRUPT: return .damaged(path: path)
    case SQLITE_FULL: return .diskFull(path: path)
    case SQLITE_READONLY: return .readOnly(path: path)
    case SQLITE_CANTOPEN:
      return openFailure(path: path, code: code, systemError: systemError, message: message)
    case SQLITE_IOERR where systemError == ENOSPC: return .diskFull(path: path)
    case SQLITE_IOERR where systemError == EROFS: return .readOnly(path: path)
    default: return .failed(path: path, code: code, reason: message)
    }
  }
}
