/// A callback that must run on the main loop's thread, carried through other threads.
///
/// The stand-in for `DispatchQueue.main.async { completion(value) }`: a background thread
/// hands the value to ``deliver(_:)``, and the loop calls the callback on its next turn.
public struct MainLoopCallback<Value: Sendable>: @unchecked Sendable {
  // Safe: `body` is only invoked inside InboxWork, which only the owning loop runs.
  private let body: (Value) -> Void
  private let inbox: MainLoopInbox

  /// Wraps `body` for delivery on `loop`.
  public init(loop: MainLoop, _ body: @escaping (Value) -> Void) {
    self.body = body
    self.inbox = loop.inbox
  }

  /// Posts `value` to the loop; safe from any thread.
  public func deliver(_ value: Value) {
    let body = self.body
    inbox.post(InboxWork { body(value) })
  }
}
