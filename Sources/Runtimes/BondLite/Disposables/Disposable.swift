/// Cancels an observation or a binding, as in ReactiveKit: `observe…` and `bind…` return one.
///
///     let disposable = signal.observeNext { print($0) }
///     disposable.dispose()
///
/// Once disposed, an observation receives no further events.
public protocol Disposable {
  /// Ends the observation or binding; later calls do nothing.
  func dispose()

  /// Whether ``dispose()`` was called (or the observation ended on its own).
  var isDisposed: Bool { get }
}

// MARK: - Simple disposables

/// A disposable that has nothing to cancel.
public struct NonDisposable: Disposable, Sendable {
  /// The shared instance.
  public static let instance = NonDisposable()

  private init() {}

  public func dispose() {}

  public var isDisposed: Bool { false }
}

/// A disposable that only remembers whether it was disposed.
public final class SimpleDisposable: Disposable {
  public private(set) var isDisposed: Bool

  /// Creates the disposable, optionally already disposed.
  public init(isDisposed: Bool = false) {
    self.isDisposed = isDisposed
  }

  public func dispose() {
    isDisposed = true
  }
}

/// A disposable that runs a closure the first time it is disposed.
public final class BlockDisposable: Disposable {
  private var handler: (() -> Void)?

  /// Creates the disposable; `handler` runs on the first ``dispose()``.
  public init(_ handler: @escaping () -> Void) {
    self.handler = handler
  }

  public var isDisposed: Bool { handler == nil }

  public func dispose() {
    guard let handler else { return }
    self.handler = nil
    handler()
  }
}

/// A disposable that disposes the one it wraps when it is itself released.
public final class DeinitDisposable: Disposable {
  /// The wrapped disposable, until disposed.
  public private(set) var otherDisposable: Disposable?

  /// Wraps `disposable`.
  public init(disposable: Disposable) {
    otherDisposable = disposable
  }

  deinit {
    dispose()
  }

  public var isDisposed: Bool { otherDisposable == nil }

  public func dispose() {
    let other = otherDisposable
    otherDisposable = nil
    other?.dispose()
  }
}
