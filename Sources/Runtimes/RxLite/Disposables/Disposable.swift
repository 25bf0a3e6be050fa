/// A resource that can be released, such as a subscription.
public protocol Disposable {
  /// Releases the resource; calling it again has no effect.
  func dispose()
}

/// A disposable that can report whether it has been disposed.
public protocol Cancelable: Disposable {
  /// Whether `dispose()` has been called.
  var isDisposed: Bool { get }
}
