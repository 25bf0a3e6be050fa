// MARK: - materialize, dematerialize

extension ObservableType {
  /// Turns every event, including the stop event, into an element; then completes.
  public func materialize() -> Observable<Event<Element>> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          sink.forwardOn(.next(event))
          if event.isStopEvent { sink.forwardStop(.completed) }
        }))
      return sink
    }
  }
}

extension ObservableType where Element: EventConvertible {
  /// Turns elements that are events back into the events they represent.
  public func dematerialize() -> Observable<Element.Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            let inner = element.event
            if inner.isStopEvent { sink.forwardStop(inner) } else { sink.forwardOn(inner) }
          case .error(let error):
            sink.forwardStop(.error(error))
          case .completed:
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }
}
