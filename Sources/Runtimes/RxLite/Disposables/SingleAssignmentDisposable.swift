/// A disposable whose underlying disposable can be set once.
///
/// If it is disposed before the underlying disposable is set, the underlying disposable is
/// disposed as soon as it is set.
public final class SingleAssignmentDisposable: Cancelable {
  private var current: Disposable?
  private var isSet = false

  /// Whether the disposable has been disposed.
  public private(set) var isDisposed = false

  /// Creates an unassigned disposable.
  public init() {}

  /// Sets the underlying disposable; traps if it has already been set.
  public func setDisposable(_ disposable: Disposable) {
    precondition(!isSet, "SingleAssignmentDisposable can be assigned only once")
    isSet = true
    guard !isDisposed else {
      disposable.dispose()
      return
    }
    current = disposable
  }

  /// Disposes the underlying disposable, now or as soon as it is set.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let disposable = current
    current = nil
    disposable?.dispose()
  }
}
