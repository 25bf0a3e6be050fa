import Engine

/// What was still alive or pending after the scene was torn down.
public struct LeakFindings: Sendable, Equatable, Codable {
  /// Whether anything leaked.
  public var leaked: Bool
  /// Type names of scene components still alive.
  public var components: [String]
  /// Runtime subscriptions/observations still live.
  public var liveSubscriptions: Int
  /// Work the scene started that was still pending (timers, requests, location updates,
  /// database connections); absent when there was none.
  public var pendingWork: PendingWork?

  public init(components: [String], liveSubscriptions: Int, pendingWork: PendingWork = .none) {
    leaked = !components.isEmpty || liveSubscriptions != 0 || !pendingWork.isEmpty
    self.components = components
    self.liveSubscriptions = liveSubscriptions
    self.pendingWork = pendingWork.isEmpty ? nil : pendingWork
  }

  /// `still alive after teardown: X; 2 live subscriptions after teardown; pending after
  /// teardown: 1 HTTP request in flight`: what leaked, for messages.
  public var summary: String {
    var parts: [String] = []
    if !components.isEmpty {
      parts.append("still alive after teardown: \(components.joined(separator: ", "))")
    }
    if liveSubscriptions != 0 {
      parts.append("\(liveSubscriptions) live subscriptions after teardown")
    }
    if let pendingWork, !pendingWork.isEmpty {
      parts.append("pending after teardown: \(pendingWork.summary)")
    }
    return parts.joined(separator: "; ")
  }
}
