// MARK: - empty, never, error

extension ObservableType {
  /// Returns a sequence that completes at once without elements.
  @inlinable public static func empty() -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that never emits and never terminates.
  @inlinable public static func never() -> Observable<Element> {
    Producer(trampolined: false) { _ in Disposables.create() }
  }

  /// Returns a sequence that terminates at once with `error`.
  @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer(.error(error))
      return Disposables.create()
    }
  }
}
