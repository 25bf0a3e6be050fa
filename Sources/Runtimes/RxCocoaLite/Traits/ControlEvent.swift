import RxLite

/// A type that can be converted to a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
  /// Converts `self` to a ``ControlEvent``.
  func asControlEvent() -> ControlEvent<Element>
}

/// A sequence of events a UI element sends when the user acts on it (a tap, a selection).
///
/// Its properties, which the code that creates one must guarantee:
/// - it never errors;
/// - it sends no initial value on subscription, only what happens afterwards;
/// - it completes when the element it observes is deallocated;
/// - it delivers events on the main thread.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The type of elements the event carries.
  public typealias Element = PropertyType

  private let events: Observable<PropertyType>

  /// Creates a control event from `events`, which must have the properties listed above.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.asObservable()
  }

  /// Subscribes `observer` to the events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// Returns the events as an `Observable`.
  public func asObservable() -> Observable<Element> {
    events
  }

  /// Returns `self`.
  public func asControlEvent() -> ControlEvent<Element> {
    self
  }
}
