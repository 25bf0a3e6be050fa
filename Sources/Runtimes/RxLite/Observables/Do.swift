// MARK: - do

extension ObservableType {
  /// Runs side effects for each event, and on subscription and disposal, without changing the
  /// events; an error thrown by a handler terminates the sequence.
  ///
  /// `onNext`, `onError` and `onCompleted` run before the event is forwarded, `afterNext`,
  /// `afterError` and `afterCompleted` after it; `onSubscribe` runs before subscribing to the
  /// source and `onSubscribed` after, `onDispose` after the source subscription is disposed.
  @inlinable public func `do`(
    onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
    onError: ((Swift.Error) throws -> Void)? = nil,
    afterError: ((Swift.Error) throws -> Void)? = nil,
    onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil,
    onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil,
    onDispose: (() -> Void)? = nil
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      onSubscribe?()
      let sink = Sink(observer: observer)
      let subscription = source.subscribe(handler: { event in
        do {
          switch event {
          case .next(let element): try onNext?(element)
          case .error(let error): try onError?(error)
          case .completed: try onCompleted?()
          }
        } catch {
          sink.forwardStop(.error(error))
          return
        }
        sink.forwardOn(event)
        do {
          switch event {
          case .next(let element): try afterNext?(element)
          case .error(let error): try afterError?(error)
          case .completed: try afterCompleted?()
          }
        } catch {
          sink.forwardStop(.error(error))
          return
        }
        if event.isStopEvent { sink.dispose() }
      })
      onSubscribed?()
      if let onDispose {
        sink.setUpstream(
          Disposables.create {
            subscription.dispose()
            onDispose()
          })
      } else {
        sink.setUpstream(subscription)
      }
      return sink
    }
  }
}
