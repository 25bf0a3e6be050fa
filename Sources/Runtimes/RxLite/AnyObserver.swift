/// A type-erased observer that forwards every event to a closure.
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler

  /// Creates an observer that forwards every event to `eventHandler`.
  @inlinable public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  /// Creates an observer that forwards every event to `observer`.
  @inlinable public init<Observer: ObserverType>(_ observer: Observer)
  where Observer.Element == Element {
    if let erased = observer as? AnyObserver<Element> {
      self.observer = erased.observer
    } else {
      self.observer = observer.on
    }
  }

  /// Forwards `event` to the wrapped handler.
  @inlinable public func on(_ event: Event<Element>) {
    observer(event)
  }

  /// Returns itself.
  @inlinable public func asObserver() -> AnyObserver<Element> {
    self
  }
}

// MARK: - Erasing and mapping observers

extension ObserverType {
  /// Erases the observer's type.
  @inlinable public func asObserver() -> AnyObserver<Element> {
    AnyObserver(self)
  }

  /// Returns an observer that transforms each element with `transform` before forwarding it.
  @inlinable public func mapObserver<Result>(
    _ transform: @escaping (Result) throws -> Element
  ) -> AnyObserver<Result> {
    AnyObserver { event in
      self.on(event.map(transform))
    }
  }
}
