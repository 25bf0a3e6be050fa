import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A command and every process it started, ended together: `swift build` hands its work to
/// `swift-frontend` processes that keep compiling when only the build itself is stopped.
enum ProcessTree {
  /// The processes below `root` (its children, theirs …), read from `/proc`; on a system
  /// without `/proc`, none (the process group is ended instead).
  static func descendants(of root: pid_t) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    for entry in entries {
      guard let pid = pid_t(entry), let parent = parent(of: pid) else { continue }
      children[parent, default: []].append(pid)
    }
    var found: [pid_t] = []
    var queue = children[root] ?? []
    while let pid = queue.popLast() {
      found.append(pid)
      queue += children[pid] ?? []
    }
    return found
  }

  /// The parent of `pid` from `/proc/<pid>/stat` (the field after the command name, which
  /// may itself hold spaces and parentheses), or nil when it cannot be read.
  static func parent(of pid: pid_t) -> pid_t? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 1 else { return nil }
    return pid_t(fields[1])
  }

  /// Whether `pid` has ended and waits only to be reaped (state `Z` in `/proc/<pid>/stat`).
  static func isZombie(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return false }
    return stat[stat.index(after: close)...].split(separator: " ").first == "Z"
  }

  /// Ends `root` and everything below it: stops `root` first and then each process found
  /// below it, until no new one appears, so none can start another meanwhile; then kills
  /// them all, and `root`'s process group when it leads one.
  ///
  /// - Returns: the processes it ended, `root` first.
  @discardableResult
  static func end(_ root: pid_t) -> [pid_t] {
    var stopped: [pid_t] = [root]
    kill(root, SIGSTOP)
    for _ in 0..<10 {
      let fresh = descendants(of: root).filter { !stopped.contains($0) }
      guard !fresh.isEmpty else { break }
      for pid in fresh {
        kill(pid, SIGSTOP)
        stopped.append(pid)
      }
    }
    if getpgid(root) == root { kill(-root, SIGKILL) }
    for pid in stopped.reversed() { kill(pid, SIGKILL) }
    return stopped
  }
}
