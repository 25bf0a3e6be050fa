import Domain
import Foundation

/// The simulated phone's disk for one run: a fresh temporary folder with the app's `Library/`
/// (the route database, `footprints.sqlite`) and `Documents/` (route exports), removed when the
/// run is over, or by ``ScratchFolders`` when a signal stops the run.
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
    root = Self.parentFolder.appendingPathComponent(
      "workbench-phone-\(UUID().uuidString)", isDirectory: true)
    libraryDirectory = root.appendingPathComponent("Library", isDirectory: true)
    documentsDirectory = root.appendingPathComponent("Documents", isDirectory: true)
    ScratchFolders.live.add(root)
    try? manager.createDirectory(at: libraryDirectory, withIntermediateDirectories: true)
    try? manager.createDirectory(at: documentsDirectory, withIntermediateDirectories: true)
  }

  deinit {
    unlock()
    try? FileManager.default.removeItem(at: root)
    ScratchFolders.live.remove(root)
  }

  /// The route database file.
  var databaseURL: URL {
    libraryDirectory.appendingPathComponent(RouteStore.defaultFileName)
  }

  /// Where every run's folder is made: a memory-backed folder when the system has one (Linux's
  /// `/dev/shm`), so SQLite's syncs to disk cost nothing and a run's time is the app's rather
  /// than the disk's; the temporary directory otherwise. As root the memory-backed folder is
  /// used only if it takes the immutable flag that `store readonly` needs there.
  static let parentFolder: URL = {
    let manager = FileManager.default
    let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
    guard manager.isWritableFile(atPath: memory.path) else { return manager.temporaryDirectory }
    guard geteuid() == 0 else { return memory }
    let probe = memory.appendingPathComponent("workbench-probe-\(UUID().uuidString)")
    guard (try? manager.createDirectory(at: probe, withIntermediateDirectories: false)) != nil
    else { return manager.temporaryDirectory }
    defer { try? manager.removeItem(at: probe) }
    let flagged = ImmutableFlag.set(true, at: probe.path)
    return flagged && ImmutableFlag.set(false, at: probe.path) ? memory : manager.temporaryDirectory
  }()

  /// The database and the files SQLite keeps beside it: write-ahead log, shared-memory index
  /// and rollback journal.
  var databaseFiles: [URL] {
    ["", "-wal", "-shm", "-journal"].map { URL(fileURLWithPath: databaseURL.path + $0) }
  }
}
