import Foundation

/// The scratch folders (the simulated phones' disks) that exist right now, so a run stopped
/// by a signal can remove them before the process ends.
///
/// Every ``PhoneStorage`` adds its folder when it makes it and takes it out once it removed
/// it; ``removeAll()`` is safe to call from any thread, e.g. a signal handler's queue.
public final class ScratchFolders: @unchecked Sendable {
  // Safe: `folders` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var folders: Set<String> = []

  /// The folders of this process's runs.
  public static let live = ScratchFolders()

  public init() {}

  /// Starts tracking `folder`.
  public func add(_ folder: URL) {
    lock.withLock { _ = folders.insert(folder.path) }
  }

  /// Stops tracking `folder` (it was removed, or is no longer the registry's business).
  public func remove(_ folder: URL) {
    lock.withLock { _ = folders.remove(folder.path) }
  }

  /// The folders tracked now.
  public var paths: [String] {
    lock.withLock { folders.sorted() }
  }

  /// Removes every tracked folder with everything in it, first clearing what `store
  /// readonly` locked (permissions, the immutable flag), and stops tracking it.
  ///
  /// - Returns: how many folders were removed.
  @discardableResult
  public func removeAll() -> Int {
    let taken = lock.withLock {
      let taken = folders
      folders = []
      return taken
    }
    for path in taken { Self.unlockAndRemove(path) }
    return taken.count
  }

  /// Makes every file and folder under `path` writable again, then removes the tree.
  static func unlockAndRemove(_ path: String) {
    let manager = FileManager.default
    var entries = [path]
    if let more = manager.subpaths(atPath: path) {
      entries += more.map { (path as NSString).appendingPathComponent($0) }
    }
    for entry in entries {
      _ = ImmutableFlag.set(false, at: entry)
      var isDirectory: ObjCBool = false
      _ = manager.fileExists(atPath: entry, isDirectory: &isDirectory)
      chmod(entry, isDirectory.boolValue ? 0o755 : 0o644)
    }
    try? manager.removeItem(atPath: path)
  }
}
