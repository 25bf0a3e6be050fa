// MARK: - sample

extension ObservableType {
  /// Emits the latest source element whenever `sampler` ticks (emits or completes), if the
  /// source emitted since the previous tick; otherwise emits `defaultValue` when given.
  ///
  /// The result completes at the first tick after the source completed.
  public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil)
    -> Observable<Element>
  {
    let source = asObservable()
    let sampler = sampler.asObservable()
    return Producer { observer in
      let sink = SampleSink<Element>(observer: observer)
      let sourceSubscription = SingleAssignmentDisposable()
      let samplerSubscription = SingleAssignmentDisposable()
      sink.upstream = Disposables.create(sourceSubscription, samplerSubscription)
      sourceSubscription.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            sink.element = element
          case .error:
            sink.forwardStop(event)
          case .completed:
            sink.atEnd = true
            sourceSubscription.dispose()
          }
        }))
      samplerSubscription.setDisposable(
        sampler.subscribe(handler: { event in
          switch event {
          case .next, .completed:
            if let element = sink.element {
              sink.element = nil
              sink.forwardOn(.next(element))
            } else if let defaultValue {
              sink.forwardOn(.next(defaultValue))
            }
            if sink.atEnd { sink.forwardStop(.completed) }
          case .error(let error):
            sink.forwardStop(.error(error))
          }
        }))
      return sink
    }
  }
}

private final class SampleSink<Element>: Sink<Element> {
  var element: Element?
  var atEnd = false
}
