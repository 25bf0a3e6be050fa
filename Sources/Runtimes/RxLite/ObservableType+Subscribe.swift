// MARK: - Subscribing with closures

extension ObservableType {
  /// Subscribes an event handler to the sequence.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
    let observer = SubscribeObserver(onDisposed: nil)
    observer.setUpstream(
      subscribeHandler { event in
        guard !observer.isStopped else { return }
        if event.isStopEvent {
          observer.isStopped = true
          on(event)
          observer.finish()
        } else {
          on(event)
        }
      })
    return observer
  }

  /// Subscribes element, error, completion and disposal handlers to the sequence.
  ///
  /// `onDisposed` runs once, after the sequence terminates or the subscription is disposed.
  /// An error without an `onError` handler is ignored.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable public func subscribe(
    onNext: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil,
    onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
  ) -> Disposable {
    let observer = SubscribeObserver(
      onDisposed: onDisposed, onError: onError, onCompleted: onCompleted)
    let source = asObservable()
    guard source.deliversElements else {
      observer.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            guard !observer.isStopped else { return }
            onNext?(element)
          case .error(let error): observer.stop(with: error)
          case .completed: observer.stop(with: nil)
          }
        }))
      return observer
    }
    observer.setUpstream(
      source.subscribe(
        next: { element in
          guard !observer.isStopped else { return }
          onNext?(element)
        },
        stop: { event in
          if case .error(let error) = event {
            observer.stop(with: error)
          } else {
            observer.stop(with: nil)
          }
        }))
    return observer
  }

  /// Subscribes handlers that receive `object` (held weakly) along with each event; events
  /// that arrive after `object` is gone are dropped.
  ///
  /// - Returns: A disposable that ends the subscription.
  @inlinable public func subscribe<Object: AnyObject>(
    with object: Object, onNext: ((Object, Element) -> Void)? = nil,
    onError: ((Object, Swift.Error) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil,
    onDisposed: ((Object) -> Void)? = nil
  ) -> Disposable {
    subscribe(
      onNext: { [weak object] element in
        guard let object else { return }
        onNext?(object, element)
      },
      onError: { [weak object] error in
        guard let object else { return }
        onError?(object, error)
      },
      onCompleted: { [weak object] in
        guard let object else { return }
        onCompleted?(object)
      },
      onDisposed: { [weak object] in
        guard let object else { return }
        onDisposed?(object)
      })
  }
}
