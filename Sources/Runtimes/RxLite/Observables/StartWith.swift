// MARK: - startWith

extension ObservableType {
  /// Emits `elements` first, on subscription, then the source's events.
  @inlinable public func startWith(_ elements: Element...) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = Sink(observer: observer)
      for element in elements { sink.forwardOn(.next(element)) }
      sink.setUpstream(
        source.subscribe(handler: { event in
          if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
        }))
      return sink
    }
  }
}
