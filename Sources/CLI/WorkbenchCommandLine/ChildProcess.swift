import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command `workbench experiment` and `workbench mutate` run (a build, the patched
/// workbench, the tests), its standard output and error read line by line as they come.
enum ChildProcess {
  /// What a finished command printed and how it ended.
  struct Finished {
    var status: Int32
    var output: String
  }

  /// The processes running now (`mutate` runs two at once), so a signal can stop them before
  /// the scratch copy goes.
  // Safe: read and written only while `runningLock` is held.
  private nonisolated(unsafe) static var running: Set<pid_t> = []
  /// Set once a signal stopped the command: the process is ending, nothing is recorded.
  // Safe: read and written only while `runningLock` is held.
  private nonisolated(unsafe) static var interrupted = false
  private static let runningLock = NSLock()

  /// Runs `arguments` (the first is looked up on the PATH) and calls `line` with each line of
  /// its output as it arrives; `environment` is added to this process's.
  static func run(
    _ arguments: [String], environment: [String: String] = [:], line: (String) -> Void
  ) throws -> Finished {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let pid = process.processIdentifier
    runningLock.withLock { _ = running.insert(pid) }
    defer { runningLock.withLock { _ = running.remove(pid) } }
    var output = Data()
    var pending = Data()
    let reader = pipe.fileHandleForReading
    while case let chunk = reader.availableData, !chunk.isEmpty {
      output.append(chunk)
      pending.append(chunk)
      while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        line(String(decoding: pending[..<newline], as: UTF8.self))
        pending.removeSubrange(...newline)
      }
    }
    if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
    process.waitUntilExit()
    if runningLock.withLock({ interrupted }) {
      // The cleanup thread removes the copy and ends the process; a result of a stopped
      // build must never be recorded.
      while true { pause() }
    }
    return Finished(
      status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// Ends the running command and every process it started (a build's `swift-frontend`
  /// processes), if any (from the signal-cleanup thread), and waits up to two seconds for
  /// them to end.
  static func terminateRunning() {
    let pids = runningLock.withLock {
      interrupted = !running.isEmpty
      return running
    }
    let ended = pids.flatMap { ProcessTree.end($0) }
    let isRunning = { (pid: pid_t) in kill(pid, 0) == 0 && !ProcessTree.isZombie(pid) }
    for _ in 0..<200 where ended.contains(where: isRunning) {
      usleep(10_000)
    }
  }
}
