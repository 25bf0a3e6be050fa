import Foundation
import Testing

@testable import WorkbenchCommandLine

#if canImport(Glibc)
  import Glibc
#endif

/// Ctrl-C during an experiment's build ends every process the build started, not only the
/// build: a shell stands for `swift build`, its `sleep`s for the `swift-frontend` processes.
@Suite("Ending a command's process tree")
struct ProcessTreeTests {
  /// Whether `pid` still runs (a zombie waiting to be reaped has ended).
  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 && !ProcessTree.isZombie(pid)
  }

  @Test("the command, its children and their children all end")
  func endsTheWholeTree() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", "sleep 300 & sleep 300 & sh -c 'sleep 300 & sleep 300; wait' & wait"]
    try process.run()
    let root = process.processIdentifier
    var below: [pid_t] = []
    for _ in 0..<300 where below.count < 5 {
      usleep(10_000)
      below = ProcessTree.descendants(of: root)
    }
    #expect(below.count >= 5, "two sleeps, a shell and its two sleeps")
    let ended = ProcessTree.end(root)
    #expect(Set(ended).isSuperset(of: below))
    process.waitUntilExit()
    var alive = below
    for _ in 0..<200 where !alive.isEmpty {
      usleep(10_000)
      alive = alive.filter(Self.isRunning)
    }
    #expect(alive.isEmpty, "still running: \(alive)")
  }

  @Test("a parent is read past a command name with spaces and parentheses")
  func parentOfSelf() {
    #expect(ProcessTree.parent(of: getpid()) == getppid())
  }
}
