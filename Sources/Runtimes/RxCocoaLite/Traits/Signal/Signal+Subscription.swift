import RxLite

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
  /// Subscribes `observers` to the signal.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Sends every element to `relays`.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func emit(to relays: PublishRelay<Element>...) -> Disposable {
    emit(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes element, completion and disposal handlers to the signal (it never errors).
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func emit(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
  }
}
