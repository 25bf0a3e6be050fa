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

  /// Whether the sequence delivers elements to ``subscribe(next:stop:)`` without wrapping them
  /// in events (publish subjects, `map`, `filter`); operators that can take elements that way
  /// ask, and subscribe an event handler to other sequences.
  @usableFromInline var deliversElements: Bool { false }

  /// Subscribes an element closure and a closure for the stop event, so that elements travel
  /// without being wrapped in an `Event` at every step of a chain; sequences that can deliver
  /// elements that way override it (see ``deliversElements``). The default hands both to
  /// ``subscribe(handler:)``.
  @usableFromInline func subscribe(
    next: @escaping (Element) -> Void, stop: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    subscribe(handler: { event in
      if case .next(let element) = event { next(element) } else { stop(event) }
    })
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
