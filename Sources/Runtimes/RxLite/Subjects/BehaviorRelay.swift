/// A `BehaviorSubject` wrapper that only emits elements: it never terminates and always has a
/// current value.
public final class BehaviorRelay<Element>: ObservableType {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Creates a relay whose current value is `value`.
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  @inlinable public var value: Element {
    subject.element
  }

  /// Makes `event` the current value and emits it to the current subscribers.
  @inlinable public func accept(_ event: Element) {
    subject.on(.next(event))
  }

  /// Subscribes `observer`: it receives the current value, then every later one.
  @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// Returns the relay as an observable sequence.
  @inlinable public func asObservable() -> Observable<Element> {
    subject
  }
}
