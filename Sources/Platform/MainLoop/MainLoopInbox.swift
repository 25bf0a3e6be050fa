import Foundation

/// Work handed to the main loop from another thread, run on the loop's next turn.
public struct InboxWork: @unchecked Sendable {
  // Safe: the closure is only ever invoked by the MainLoop that drains the inbox, on the one
  // thread that drives that loop; other threads only move it into the inbox.
  fileprivate let body: () -> Void

  /// Wraps work that must run on the main loop's thread.
  public init(_ body: @escaping () -> Void) {
    self.body = body
  }

  func run() { body() }
}

/// The thread-safe mailbox of a ``MainLoop`` (the stand-in for `DispatchQueue.main.async`).
public final class MainLoopInbox: @unchecked Sendable {
  // Safe: every access to `pending` happens while holding `condition`.
  private let condition = NSCondition()
  private var pending: [InboxWork] = []

  init() {}

  /// Posts work from any thread; the loop runs it on its next turn.
  public func post(_ work: InboxWork) {
    condition.lock()
    pending.append(work)
    condition.signal()
    condition.unlock()
  }

  func takeAll() -> [InboxWork] {
    condition.lock()
    defer { condition.unlock() }
    let taken = pending
    pending.removeAll()
    return taken
  }

  func wait(upTo interval: Duration) {
    condition.lock()
    defer { condition.unlock() }
    guard pending.isEmpty else { return }
    let seconds = Double(interval.components.seconds)
      + Double(interval.components.attoseconds) / 1e18
    _ = condition.wait(until: Date().addingTimeInterval(seconds))
  }
}
