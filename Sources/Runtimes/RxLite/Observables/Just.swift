// MARK: - just

extension ObservableType {
  /// Returns a sequence that emits `element` and completes.
  @inlinable public static func just(_ element: Element) -> Observable<Element> {
    Producer(trampolined: false) { observer in
      observer(.next(element))
      observer(.completed)
      return Disposables.create()
    }
  }

  /// Returns a sequence that emits `element` and then completes, each on `scheduler`.
  public static func just(_ element: Element, scheduler: ImmediateSchedulerType)
    -> Observable<Element>
  {
    Producer { observer in
      let sink = Sink(observer: observer)
      sink.setUpstream(
        scheduler.schedule(element) { element in
          sink.forwardOn(.next(element))
          return scheduler.schedule(()) { _ in
            sink.forwardStop(.completed)
            return Disposables.create()
          }
        })
      return sink
    }
  }
}
