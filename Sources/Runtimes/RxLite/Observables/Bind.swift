// MARK: - bind(to:) observers

extension ObservableType {
  /// Forwards every event to each of `observers`.
  ///
  /// - Returns: A disposable that ends the binding.
  @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element {
    if observers.count == 1 {
      let observer = observers[0]
      return subscribe { observer.on($0) }
    }
    return subscribe { event in
      for observer in observers { observer.on(event) }
    }
  }

  /// Forwards every event, with elements wrapped in `Optional`, to each of `observers`.
  ///
  /// - Returns: A disposable that ends the binding.
  @inlinable public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
  where Observer.Element == Element? {
    subscribe { event in
      let event = event.map { Optional($0) }
      for observer in observers { observer.on(event) }
    }
  }
}

// MARK: - bind(to:) relays

extension ObservableType {
  /// Accepts every element into each of `relays`; an error is a programming error (it traps
  /// in debug builds), completion ends the binding.
  @inlinable public func bind(to relays: PublishRelay<Element>...) -> Disposable {
    bindToRelays { element in relays.forEach { $0.accept(element) } }
  }

  /// Accepts every element, wrapped in `Optional`, into each of `relays`.
  @inlinable public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
    bindToRelays { element in relays.forEach { $0.accept(element) } }
  }

  /// Accepts every element into each of `relays`; an error is a programming error (it traps
  /// in debug builds), completion ends the binding.
  @inlinable public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
    bindToRelays { element in relays.forEach { $0.accept(element) } }
  }

  /// Accepts every element, wrapped in `Optional`, into each of `relays`.
  @inlinable public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
    bindToRelays { element in relays.forEach { $0.accept(element) } }
  }

  /// Accepts every element into each of `relays`; an error is a programming error (it traps
  /// in debug builds), completion ends the binding.
  @inlinable public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
    bindToRelays { element in relays.forEach { $0.accept(element) } }
  }

  @inlinable func bindToRelays(_ accept: @escaping (Element) -> Void) -> Disposable {
    subscribe(
      onNext: accept,
      onError: { error in bindingErrorInDebug(error) })
  }
}

// MARK: - bind(onNext:), bind(to: binder)

extension ObservableType {
  /// Calls `onNext` for every element; an error is a programming error (it traps in debug
  /// builds).
  ///
  /// - Returns: A disposable that ends the binding.
  @inlinable public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
    subscribe(onNext: onNext, onError: { error in bindingErrorInDebug(error) })
  }

  /// Calls `onNext` with `object` (held weakly) and each element; elements that arrive after
  /// `object` is gone are dropped, and an error traps in debug builds.
  ///
  /// - Returns: A disposable that ends the binding.
  @inlinable public func bind<Object: AnyObject>(
    with object: Object, onNext: @escaping (Object, Element) -> Void
  ) -> Disposable {
    bind(onNext: { [weak object] element in
      guard let object else { return }
      onNext(object, element)
    })
  }

  /// Applies `binder` to `self` and returns its result.
  public func bind<Result>(to binder: (Self) -> Result) -> Result {
    binder(self)
  }

  /// Applies the curried `binder` to `self` and `curriedArgument` and returns its result.
  public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
    binder(self)(curriedArgument)
  }
}

/// Reports an error reaching a binding: bindings are for sequences that never fail.
@usableFromInline func bindingErrorInDebug(_ error: Swift.Error) {
  assertionFailure("Binding error: \(error)")
}
