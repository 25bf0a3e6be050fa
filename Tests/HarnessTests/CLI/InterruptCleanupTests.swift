import Foundation
import Testing

@testable import Engine
@testable import WorkbenchCommandLine

/// Whether a signal was handled, set on the handler's queue and read by the test.
private final class Handled: @unchecked Sendable {
  // Safe: `number` is only read or written while `lock` is held.
  private let lock = NSLock()
  private var number: Int32?

  var signal: Int32? {
    get { lock.withLock { number } }
    set { lock.withLock { number = newValue } }
  }

  /// Records the signal it is called with, from any thread.
  nonisolated func recorder() -> @Sendable (Int32) -> Void {
    { [self] number in signal = number }
  }
}

@Suite("Interrupted runs clean up", .serialized)
@MainActor
struct InterruptCleanupTests {
  @Test("a signal removes every scratch folder, locked ones included, then ends the run")
  func signalRemovesScratchFolders() throws {
    let folders = ScratchFolders()
    let base = FileManager.default.temporaryDirectory
      .appendingPathComponent("interrupt-\(UUID().uuidString)", isDirectory: true)
    defer { ScratchFolders.unlockAndRemove(base.path) }
    let locked = base.appendingPathComponent("Library", isDirectory: true)
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
    try Data("x".utf8).write(to: locked.appendingPathComponent("footprints.sqlite"))
    chmod(locked.appendingPathComponent("footprints.sqlite").path, 0o444)
    chmod(locked.path, 0o555)
    folders.add(base)
    let handled = Handled()
    InterruptCleanup.install(signals: [SIGUSR2], folders: folders, finish: handled.recorder())
    defer { InterruptCleanup.uninstall() }
    kill(getpid(), SIGUSR2)
    let deadline = Date().addingTimeInterval(5)
    while handled.signal == nil, Date() < deadline { usleep(10_000) }
    #expect(handled.signal == SIGUSR2)
    #expect(!FileManager.default.fileExists(atPath: base.path))
    #expect(folders.paths.isEmpty)
  }

  @Test("every phone's folder is tracked while it exists")
  func phonesAreTracked() {
    var phone: PhoneStorage? = PhoneStorage()
    let root = phone?.root.path ?? ""
    #expect(ScratchFolders.live.paths.contains(root))
    phone = nil
    #expect(!ScratchFolders.live.paths.contains(root))
    #expect(!FileManager.default.fileExists(atPath: root))
  }
}
