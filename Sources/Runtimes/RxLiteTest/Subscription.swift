/// When a test observable was subscribed to and unsubscribed from, in virtual time.
public struct Subscription: Hashable, Sendable, CustomDebugStringConvertible {
  /// When the subscription started.
  public let subscribe: Int
  /// When it ended; `Int.max` while it is still active.
  public let unsubscribe: Int

  /// A subscription that started at `subscribe` and has not ended.
  public init(_ subscribe: Int) {
    self.subscribe = subscribe
    self.unsubscribe = .max
  }

  /// A subscription from `subscribe` to `unsubscribe`.
  public init(_ subscribe: Int, _ unsubscribe: Int) {
    self.subscribe = subscribe
    self.unsubscribe = unsubscribe
  }

  /// `"(subscribe : unsubscribe)"`, with `Infinity` for an active subscription.
  public var debugDescription: String {
    "(\(subscribe) : \(unsubscribe == .max ? "Infinity" : String(unsubscribe)))"
  }
}
