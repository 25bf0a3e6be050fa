import Domain
import Foundation

/// The simulated phone's disk for one run: a fresh temporary folder with the app's `Library/`
/// (the route database, `footprints.sqlite`) and `Documents/` (route exports), removed when the
/// run is over.
///
/// A `restart` builds the new screen on the same folder, so it opens the database the previous
/// screen wrote. Only the harness touches the folder's files directly (`store …` steps and
/// stored-data expectations).
final class PhoneStorage {
  /// The temporary folder holding everything.
  let root: URL
  /// Where the route database lives (the folder `store readonly` locks).
  let libraryDirectory: URL
  /// The app's documents folder: `SceneEnvironment.documentsDirectory`.
  let documentsDirectory: URL
  /// Paths `store readonly` locked, unlocked again before the folder is removed.
  var lockedPaths: [String] = []

  init() {
    let manager = FileManager.default
    root = manager.temporaryDirectory.appendingPathComponent(
      "workbench-phone-\(UUID().uuidString)", isDirectory: true)
    libraryDirectory = root.appendingPathComponent("Library", isDirectory: true)
    documentsDirectory = root.appendingPathComponent("Documents", isDirectory: true)
    try? manager.createDirectory(at: libraryDirectory, withIntermediateDirectories: true)
    try? manager.createDirectory(at: documentsDirectory, withIntermediateDirectories: true)
  }

  deinit {
    unlock()
    try? FileManager.default.removeItem(at: root)
  }

  /// The route database file.
  var databaseURL: URL {
    libraryDirectory.appendingPathComponent(RouteStore.defaultFileName)
  }

  /// The database and the files SQLite keeps beside it: write-ahead log, shared-memory index
  /// and rollback journal.
  var databaseFiles: [URL] {
    ["", "-wal", "-shm", "-journal"].map { URL(fileURLWithPath: databaseURL.path + $0) }
  }
}
