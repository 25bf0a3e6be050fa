import KVOLite
import WebKitLite

extension WKWebView: ReactiveExtensionsProvider {}

extension ReactiveExtensions where Base == WKWebView {
  /// The values of the web view's observable property at `keyPath`, as in ReactiveKit's
  /// `reactive.keyPath(_:startWithCurrentValue:)`: the current value first (unless
  /// `startWithCurrentValue` is false), then one after every change.
  ///
  /// Each observer registers its own key-value observation, ended when its observation is
  /// disposed. The web view is held weakly: the signal completes when it is gone.
  @MainActor
  public func keyPath<Value: ObjCRepresentable>(
    _ keyPath: KeyPath<WKWebView, Value>, startWithCurrentValue: Bool = true
  ) -> SafeSignal<Value> {
    let webView = base
    return SafeSignal { [weak webView] observer in
      guard let webView else {
        observer.receive(completion: .finished)
        return NonDisposable.instance
      }
      let options: NSKeyValueObservingOptions = startWithCurrentValue ? [.initial, .new] : [.new]
      let observation = webView.observe(keyPath, options: options) { webView, _ in
        observer.receive(webView[keyPath: keyPath])
      }
      return BlockDisposable { observation.invalidate() }
    }
  }
}
