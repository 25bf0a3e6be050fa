/// A disposable that disposes the one it currently holds, which can be set later.
///
/// Setting ``otherDisposable`` after this one is disposed disposes the new value at once;
/// replacing a value does not dispose the old one, as in ReactiveKit.
public final class SerialDisposable: Disposable {
  public private(set) var isDisposed = false

  /// The disposable to dispose along with this one.
  public var otherDisposable: Disposable? {
    didSet {
      if isDisposed { otherDisposable?.dispose() }
    }
  }

  /// Creates the disposable holding `otherDisposable`.
  public init(otherDisposable: Disposable?) {
    self.otherDisposable = otherDisposable
  }

  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    otherDisposable?.dispose()
  }
}
