// MARK: - catch

extension ObservableType {
  /// Continues with the sequence returned by `handler` when the source fails; an error thrown
  /// by `handler` terminates the result.
  public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      let subscription = SerialDisposable()
      sink.upstream = subscription
      let first = SingleAssignmentDisposable()
      subscription.disposable = first
      first.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next:
            sink.forwardOn(event)
          case .completed:
            sink.forwardStop(event)
          case .error(let error):
            do {
              let fallback = try handler(error)
              subscription.disposable = fallback.subscribe(handler: { event in
                if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
              })
            } catch {
              sink.forwardStop(.error(error))
            }
          }
        }))
      return sink
    }
  }

  /// Completes with `element` when the source fails.
  public func catchAndReturn(_ element: Element) -> Observable<Element> {
    self.catch { _ in .just(element) }
  }
}
