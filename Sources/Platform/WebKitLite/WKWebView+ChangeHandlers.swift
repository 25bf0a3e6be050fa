import KVOLite

/// A change handler on one of a web view's observable properties; the handler runs until
/// ``invalidate()`` is called or the token is released.
@MainActor
public final class WKWebViewObservation {
  private let observation: NSKeyValueObservation

  init(_ observation: NSKeyValueObservation) {
    self.observation = observation
  }

  /// Stops the handler; later calls do nothing.
  public func invalidate() {
    observation.invalidate()
  }
}

extension WKWebView {
  /// Calls `handler` with the new value after every change of the property at `keyPath` —
  /// and at once with the current value when `initial` — until the returned token ends.
  ///
  /// The closure form of key-value observing, for code that keeps KVOLite's names out of its
  /// own (a runtime's `rx.observe`, a style with plain closures): every set notifies, as
  /// `observe(_:options:changeHandler:)` does, because it is that observation.
  public func addChangeHandler<Value: ObjCRepresentable>(
    for keyPath: KeyPath<WKWebView, Value>, initial: Bool = false,
    _ handler: @escaping @MainActor (Value) -> Void
  ) -> WKWebViewObservation {
    let options: NSKeyValueObservingOptions = initial ? [.initial, .new] : [.new]
    return WKWebViewObservation(
      observe(keyPath, options: options) { _, change in
        guard let value = change.newValue else { return }
        handler(value)
      })
  }
}
