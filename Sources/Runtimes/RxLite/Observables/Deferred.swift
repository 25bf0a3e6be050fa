// MARK: - deferred

extension ObservableType {
  /// Returns a sequence that calls `observableFactory` for each subscriber and subscribes to
  /// the sequence it returns; an error thrown by the factory is delivered to the subscriber.
  public static func deferred(
    _ observableFactory: @escaping () throws -> Observable<Element>
  ) -> Observable<Element> {
    Producer { observer in
      let sink = Sink(observer: observer)
      do {
        let source = try observableFactory()
        sink.setUpstream(
          source.subscribe(handler: { event in
            if event.isStopEvent { sink.forwardStop(event) } else { sink.forwardOn(event) }
          }))
      } catch {
        sink.forwardStop(.error(error))
      }
      return sink
    }
  }
}
