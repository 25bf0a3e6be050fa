/// A push-style sequence that observers can subscribe to.
///
/// Every operator is an extension on this protocol, so operators apply to `Observable`, to
/// subjects, relays and test observables alike.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to receive the sequence's events.
  ///
  /// - Returns: A disposable that ends the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element
}

// MARK: - Default implementations

extension ObservableType {
  /// Wraps `self` in an `Observable` that subscribes to it, enforcing the grammar and
  /// disposing the subscription after a stop event.
  @inlinable public func asObservable() -> Observable<Element> {
    Observable.create { observer in
      self.subscribe(observer)
    }
  }
}

// MARK: - Internal subscription path

extension ObservableType {
  /// Subscribes an event closure through the fastest path available for `self`.
  @inlinable func subscribeHandler(
    _ handler: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    asObservable().subscribe(handler: handler)
  }

  /// Subscribes an element closure and a stop closure: as they are when the sequence delivers
  /// elements (``Observable/deliversElements``), else behind an event handler built here, where
  /// the element type is known.
  @inlinable func subscribeElements(
    _ next: @escaping (Element) -> Void, stop: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    let source = asObservable()
    if source.deliversElements { return source.subscribe(next: next, stop: stop) }
    return source.subscribe(handler: { event in
      if case .next(let element) = event { next(element) } else { stop(event) }
    })
  }
}
