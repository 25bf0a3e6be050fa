import KVOLite
import WebKitLite

extension WKWebView {
  /// The values of the observable property at `keyPath` as an `AsyncSequence` — the current
  /// value first, then the new value of every set, in order — the shape of
  /// `publisher(for: \.title).values` on iOS. Iterate it with `for await` in a task;
  /// cancelling the task ends the iteration, and the key-value observation under it ends on
  /// the main actor's next turn.
  ///
  /// Where it differs from iOS: nothing is dropped — a value set while the iterating task has
  /// not taken the previous one yet waits for it, where `publisher(for:).values` asks for one
  /// value at a time and drops the sets made meanwhile — and the first value is the one at
  /// the call, not at the first `next()`.
  public func values<Value: ObjCRepresentable & Sendable>(for keyPath: KeyPath<WKWebView, Value>)
    -> AsyncStream<Value>
  {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
    let observation = ObservationToken(
      observe(keyPath, options: [.initial, .new]) { webView, _ in
        continuation.yield(webView[keyPath: keyPath])
      })
    // Termination comes on the thread that cancelled the task; the observation is the web
    // view's, so it ends on the main actor.
    continuation.onTermination = { _ in
      Task { @MainActor in observation.invalidate() }
    }
    return stream
  }
}

/// A key-value observation owned by the main actor, so a sendable closure can end it there.
@MainActor
private final class ObservationToken {
  private let observation: NSKeyValueObservation

  init(_ observation: NSKeyValueObservation) {
    self.observation = observation
  }

  func invalidate() {
    observation.invalidate()
  }
}
