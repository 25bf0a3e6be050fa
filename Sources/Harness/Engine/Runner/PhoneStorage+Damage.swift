import Foundation

// MARK: - What `store corrupt` and `store readonly` do to the disk

extension PhoneStorage {
  /// Replaces the database with a file that is not a database, and drops its log and index.
  ///
  /// The garbage is written to a new file renamed over the database, so a connection still open
  /// on the old file (the screen before a `restart`) cannot write pages back into it.
  func corruptDatabase() throws(StepFailure) {
    let garbage = Data(String(repeating: "This file is not a SQLite database.\n", count: 64).utf8)
    let replacement = libraryDirectory.appendingPathComponent("garbage.tmp")
    do {
      try garbage.write(to: replacement)
    } catch {
      throw StepFailure("expected to corrupt the database, but its folder is not writable")
    }
    guard rename(replacement.path, databaseURL.path) == 0 else {
      throw StepFailure("expected to corrupt the database, but it cannot be replaced (\(reason()))")
    }
    for sidecar in databaseFiles.dropFirst() where exists(sidecar.path) {
      guard unlink(sidecar.path) == 0 else {
        throw StepFailure("expected to remove \(sidecar.lastPathComponent) (\(reason()))")
      }
    }
  }

  /// Makes the database folder and the database file read-only for this process.
  ///
  /// Permissions come first (what a phone does); a process they do not bind (root) gets the
  /// file system's immutable flag as well, which binds everyone. When neither takes effect the
  /// step fails rather than pretend: nothing is left locked. The log and shared-memory index
  /// are left alone: a connection still open has the index mapped in memory, and making it
  /// immutable would crash that connection's next write instead of failing it.
  func lockDatabaseFolder() throws(StepFailure) {
    let files = [databaseURL.path].filter(exists)
    for file in files { chmod(file, 0o444) }
    chmod(libraryDirectory.path, 0o555)
    lockedPaths = files + [libraryDirectory.path]
    guard canCreateFiles(in: libraryDirectory) else { return }
    for path in lockedPaths { _ = ImmutableFlag.set(true, at: path) }
    guard canCreateFiles(in: libraryDirectory) else { return }
    unlock()
    throw StepFailure(
      "expected to make the database folder read-only, but this process ignores file "
        + "permissions (it runs as root) and the file system refused the immutable flag")
  }

  /// Undoes ``lockDatabaseFolder()``.
  func unlock() {
    for path in lockedPaths {
      _ = ImmutableFlag.set(false, at: path)
      chmod(path, path == libraryDirectory.path ? 0o755 : 0o644)
    }
    lockedPaths = []
  }

  // MARK: - Helpers

  private func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether this process can create a file in `folder` (a probe, removed at once).
  private func canCreateFiles(in folder: URL) -> Bool {
    let probe = folder.appendingPathComponent(".write-probe").path
    let descriptor = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
    guard descriptor >= 0 else { return false }
    close(descriptor)
    unlink(probe)
    return true
  }

  private func reason() -> String {
    String(cString: strerror(errno))
  }
}
