/// A disposable holding one replaceable disposable: setting a new one disposes the previous.
public final class SerialDisposable: Cancelable {
  private var current: Disposable?

  /// Whether the serial disposable has been disposed.
  public private(set) var isDisposed = false

  /// Creates an empty serial disposable.
  public init() {}

  /// The current disposable. Setting it disposes the previous one; once disposed, a new value
  /// is disposed immediately.
  public var disposable: Disposable {
    get { current ?? Disposables.create() }
    set {
      guard !isDisposed else {
        newValue.dispose()
        return
      }
      let previous = current
      current = newValue
      previous?.dispose()
    }
  }

  /// Disposes the current disposable and every later one.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    let previous = current
    current = nil
    previous?.dispose()
  }
}
