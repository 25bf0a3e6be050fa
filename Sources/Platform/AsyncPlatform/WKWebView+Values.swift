import KVOLite
import WebKitLite

extension WKWebView {
  /// The values of the observable property at `keyPath` as an `AsyncSequence` — the current
  /// value first, then the new value of every set, in order — the shape of
  /// `publisher(for: \.title).values` on iOS. Iterate it with `for await` in a task;
  /// cancelling the task ends the iteration and the key-value observation under it.
  ///
  /// Nothing is dropped: a value set while the iterating task has not taken the previous one
  /// yet waits for it.
  public func values<Value: ObjCRepresentable & Sendable>(for keyPath: KeyPath<WKWebView, Value>)
    -> AsyncStream<Value>
  {
    let (stream, continuation) = AsyncStream<Value>.makeStream(bufferingPolicy: .unbounded)
    let observation = addChangeHandler(for: keyPath, initial: true) { value in
      continuation.yield(value)
    }
    continuation.onTermination = { _ in
      MainActor.assumeIsolated { observation.invalidate() }
    }
    return stream
  }
}
