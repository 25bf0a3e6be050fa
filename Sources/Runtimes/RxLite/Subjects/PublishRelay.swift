/// A `PublishSubject` wrapper that only emits elements: it never terminates.
public final class PublishRelay<Element>: ObservableType {
  @usableFromInline let subject = PublishSubject<Element>()

  /// Creates a relay.
  public init() {}

  /// Emits `event` to the current subscribers.
  @inlinable public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer` to the relay's elements.
  @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// Returns the relay as an observable sequence.
  @inlinable public func asObservable() -> Observable<Element> {
    subject
  }
}
