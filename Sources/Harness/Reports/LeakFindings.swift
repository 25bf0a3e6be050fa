
/// What was still alive after the scene was torn down.
public struct LeakFindings: Sendable, Equatable, Codable {
  /// Whether anything leaked.
  public var leaked: Bool
  /// Type names of scene components still alive.
  public var components: [String]
  /// Runtime subscriptions/observations still live.
  public var liveSubscriptions: Int

  public init(components: [String], liveSubscriptions: Int) {
    leaked = !components.isEmpty || liveSubscriptions != 0
    self.components = components
    self.liveSubscriptions = liveSubscriptions
  }
}
