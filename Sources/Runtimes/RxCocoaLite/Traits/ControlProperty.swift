import RxLite

/// A type that can be converted to a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// Converts `self` to a ``ControlProperty``.
  func asControlProperty() -> ControlProperty<Element>
}

/// A property of a UI element, readable as a sequence and writable as an observer.
///
/// As a sequence it sends the current value on subscription, then every value the user sets;
/// values set in code are not reported. It never errors, completes when the element is
/// deallocated and delivers on the main thread. As an observer it sets the property.
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The type of the property's values.
  public typealias Element = PropertyType

  private let values: Observable<PropertyType>
  private let valueSink: AnyObserver<PropertyType>

  /// Creates a property from the sequence of its `values` and the observer that sets it.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Values.Element == Element, Sink.Element == Element {
    self.values = values.asObservable()
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the property's values.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values the user sets, without the current value sent on subscription.
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// Returns the property's values as an `Observable`.
  public func asObservable() -> Observable<Element> {
    values
  }

  /// Returns `self`.
  public func asControlProperty() -> ControlProperty<Element> {
    self
  }

  /// Sets the property to each `next` element; completion is passed on, an error is reported
  /// as a binding error.
  public func on(_ event: Event<Element>) {
    switch event {
    case .error(let error):
      bindingError(error)
    case .next, .completed:
      valueSink.on(event)
    }
  }
}

// MARK: - orEmpty

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as the empty string.
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    let values: Observable<String> = original.asObservable().map { $0 ?? "" }
    let valueSink: AnyObserver<String> = original.mapObserver { $0 }
    return ControlProperty<String>(values: values, valueSink: valueSink)
  }
}
