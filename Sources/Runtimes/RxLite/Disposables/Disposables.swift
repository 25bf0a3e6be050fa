/// Factory methods for disposables.
public enum Disposables {}

// MARK: - Creating disposables

extension Disposables {
  /// Returns a disposable that does nothing when disposed.
  @inlinable public static func create() -> Disposable {
    NopDisposable()
  }

  /// Returns a disposable that runs `dispose` once, the first time it is disposed.
  @inlinable public static func create(with dispose: @escaping () -> Void) -> Cancelable {
    AnonymousDisposable(dispose)
  }

  /// Returns a disposable that disposes both disposables together.
  @inlinable public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable
  ) -> Cancelable {
    BinaryDisposable(disposable1, disposable2)
  }

  /// Returns a disposable that disposes the three disposables together.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
  ) -> Cancelable {
    CompositeDisposable(disposable1, disposable2, disposable3)
  }

  /// Returns a disposable that disposes all the disposables together.
  public static func create(
    _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
    _ disposables: Disposable...
  ) -> Cancelable {
    CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
  }

  /// Returns a disposable that disposes all the disposables together.
  public static func create(_ disposables: [Disposable]) -> Cancelable {
    switch disposables.count {
    case 2: return BinaryDisposable(disposables[0], disposables[1])
    default: return CompositeDisposable(disposables: disposables)
    }
  }
}

// MARK: - Small disposables

/// A disposable that does nothing.
@usableFromInline struct NopDisposable: Disposable {
  @usableFromInline init() {}

  @usableFromInline func dispose() {}
}

/// A disposable that runs a closure once.
@usableFromInline final class AnonymousDisposable: Cancelable {
  @usableFromInline var action: (() -> Void)?

  @usableFromInline init(_ action: @escaping () -> Void) {
    self.action = action
  }

  @usableFromInline var isDisposed: Bool { action == nil }

  @usableFromInline func dispose() {
    guard let action else { return }
    self.action = nil
    action()
  }
}

/// A disposable that disposes two disposables, in order, once.
@usableFromInline final class BinaryDisposable: Cancelable {
  @usableFromInline var first: Disposable?
  @usableFromInline var second: Disposable?

  @usableFromInline init(_ first: Disposable, _ second: Disposable) {
    self.first = first
    self.second = second
  }

  @usableFromInline var isDisposed: Bool { first == nil && second == nil }

  @usableFromInline func dispose() {
    let first = self.first
    let second = self.second
    self.first = nil
    self.second = nil
    first?.dispose()
    second?.dispose()
  }
}
