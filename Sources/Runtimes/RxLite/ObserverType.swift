/// A type that receives the events of an observable sequence.
public protocol ObserverType {
  /// The type of elements the observer receives.
  associatedtype Element

  /// Delivers an event to the observer.
  func on(_ event: Event<Element>)
}

// MARK: - Convenience methods

extension ObserverType {
  /// Delivers a `next` event with `element`.
  @inlinable public func onNext(_ element: Element) {
    on(.next(element))
  }

  /// Delivers the `completed` event.
  @inlinable public func onCompleted() {
    on(.completed)
  }

  /// Delivers an `error` event with `error`.
  @inlinable public func onError(_ error: Swift.Error) {
    on(.error(error))
  }
}
