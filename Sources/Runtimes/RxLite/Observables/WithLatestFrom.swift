// MARK: - withLatestFrom

extension ObservableType {
  /// Combines each element with the latest element of `second` using `resultSelector`;
  /// elements that arrive before `second` has emitted are dropped.
  ///
  /// Completes when the source completes; an error from either sequence terminates the
  /// result, the completion of `second` does not.
  @inlinable public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
    _ second: Source,
    resultSelector: @escaping (Element, Source.Element) throws -> ResultType
  ) -> Observable<ResultType> {
    let first = asObservable()
    let second = second.asObservable()
    return Producer { observer in
      let sink = StateSinkUnchecked<ResultType, Source.Element?>(observer: observer, state: nil)
      let secondSubscription = SingleAssignmentDisposable()
      let firstSubscription = SingleAssignmentDisposable()
      sink.upstream = Disposables.create(firstSubscription, secondSubscription)
      secondSubscription.setDisposable(
        second.subscribe(handler: { event in
          switch event {
          case .next(let value): sink.state = value
          case .error(let error): sink.forwardStop(.error(error))
          case .completed: secondSubscription.dispose()
          }
        }))
      firstSubscription.setDisposable(
        first.subscribe(handler: { event in
          switch event {
          case .next(let element):
            guard let latest = sink.state else { return }
            let result: ResultType
            do {
              result = try resultSelector(element, latest)
            } catch {
              sink.forwardStop(.error(error))
              return
            }
            sink.forwardOn(.next(result))
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }

  /// Emits the latest element of `second` whenever the source emits; elements that arrive
  /// before `second` has emitted are dropped.
  @inlinable public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source)
    -> Observable<Source.Element>
  {
    withLatestFrom(second) { $1 }
  }
}

/// A sink with one piece of state that is never handed to user code `inout`.
@usableFromInline final class StateSinkUnchecked<Element, State>: Sink<Element> {
  @usableFromInline @exclusivity(unchecked) var state: State

  @inlinable init(observer: @escaping (Event<Element>) -> Void, state: State) {
    self.state = state
    super.init(observer: observer)
  }
}
