import RxLite

// `drive` is the UI end of a driver: it may only be called on the main actor, which is where
// the driver's replayed element must be delivered.

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
  /// Subscribes `observers` (binders, subjects, any observer) to the driver.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element {
    asObservable().subscribe { event in
      Self.traceDriver(event) { for observer in observers { observer.on(event) } }
    }
  }

  /// Subscribes `observers` of optional elements to the driver.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    asObservable().map { $0 as Element? }.subscribe { event in
      Self.traceDriver(event) { for observer in observers { observer.on(event) } }
    }
  }

  /// Sends every element to `relays`.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays` of optional elements.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays`.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Sends every element to `relays` of optional elements.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive(_ relays: PublishRelay<Element?>...) -> Disposable {
    drive(onNext: { element in
      for relay in relays { relay.accept(element) }
    })
  }

  /// Subscribes element, completion and disposal handlers to the driver (it never errors).
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive(
    onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
    onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      onNext: Self.traced(onNext), onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Subscribes handlers that receive `object` (held weakly) along with each element; elements
  /// that arrive after `object` is gone are dropped.
  ///
  /// - Returns: A disposable that ends the subscription.
  @MainActor public func drive<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil,
    onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    asObservable().subscribe(
      with: object, onNext: Self.traced(onNext), onCompleted: onCompleted, onDisposed: onDisposed)
  }

  /// Applies `with` to the driver, as an observable, and returns its result.
  @MainActor public func drive<Result>(_ with: (Observable<Element>) -> Result) -> Result {
    with(asObservable())
  }

  /// Applies the curried `with` to the driver, as an observable, and `curriedArgument`:
  /// `rows.drive(tableView.rx.items) { tableView, row, element in … }`.
  ///
  /// - Returns: What `with` returns, usually the disposable that ends the binding.
  @MainActor public func drive<R1, R2>(
    _ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1
  ) -> R2 {
    with(asObservable())(curriedArgument)
  }
}
