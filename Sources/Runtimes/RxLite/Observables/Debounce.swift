// MARK: - debounce

extension ObservableType {
  /// Emits an element only after `dueTime` has passed without another element; a pending
  /// element is emitted before completion.
  public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    let source = asObservable()
    return Producer { observer in
      let sink = DebounceSink<Element>(observer: observer)
      let timer = SerialDisposable()
      let subscription = SingleAssignmentDisposable()
      sink.upstream = Disposables.create(subscription, timer)
      subscription.setDisposable(
        source.subscribe(handler: { event in
          switch event {
          case .next(let element):
            sink.id &+= 1
            let id = sink.id
            sink.value = element
            let scheduled = SingleAssignmentDisposable()
            timer.disposable = scheduled
            scheduled.setDisposable(
              scheduler.scheduleRelative(id, dueTime: dueTime) { id in
                if sink.id == id, let value = sink.value {
                  sink.value = nil
                  sink.forwardOn(.next(value))
                }
                return Disposables.create()
              })
          case .error:
            sink.value = nil
            sink.forwardStop(event)
          case .completed:
            if let value = sink.value {
              sink.value = nil
              sink.forwardOn(.next(value))
            }
            sink.forwardStop(.completed)
          }
        }))
      return sink
    }
  }
}

private final class DebounceSink<Element>: Sink<Element> {
  var id: UInt64 = 0
  var value: Element?
}
