/// An observable sequence of `Element`s.
///
/// Concrete sequences are created by the creation operators (`create`, `just`, `of`, …), by
/// operators, and by subjects; the class is the common currency that operators return.
public class Observable<Element>: ObservableType {
  @usableFromInline init() {}

  /// Subscribes an event closure; the one primitive every concrete sequence implements.
  @usableFromInline func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
    rxAbstractMethod()
  }

  /// Subscribes `observer` to receive the sequence's events.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable public final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      return subscribe(handler: erased.observer)
    }
    return subscribe(handler: observer.on)
  }

  /// Returns `self`.
  @inlinable public func asObservable() -> Observable<Element> {
    self
  }
}
