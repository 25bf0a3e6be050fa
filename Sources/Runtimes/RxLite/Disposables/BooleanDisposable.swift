/// A disposable that only records whether it has been disposed.
public final class BooleanDisposable: Cancelable {
  /// A disposable that is already disposed.
  public static var BooleanDisposableTrue: BooleanDisposable { BooleanDisposable(isDisposed: true) }

  /// Whether `dispose()` has been called.
  public private(set) var isDisposed: Bool

  /// Creates a disposable that is not yet disposed.
  public init() {
    isDisposed = false
  }

  /// Creates a disposable with the given initial state.
  public init(isDisposed: Bool) {
    self.isDisposed = isDisposed
  }

  /// Marks the disposable as disposed.
  public func dispose() {
    isDisposed = true
  }
}
