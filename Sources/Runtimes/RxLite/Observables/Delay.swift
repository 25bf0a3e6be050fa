import Foundation

// MARK: - delay

extension ObservableType {
  /// Shifts every element and the completion forward in time by `dueTime`; an error is
  /// forwarded at once, dropping the elements still waiting.
  public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = DelaySink<Element>(observer: observer, dueTime: dueTime, scheduler: scheduler)
      sink.upstream = Disposables.create(sink.sourceSubscription, sink.drain)
      sink.sourceSubscription.setDisposable(source.subscribe(handler: { sink.on($0) }))
      return sink
    }
  }
}

/// Queues events with their arrival time and forwards them from a recursively scheduled
/// drain: one event per run, then a reschedule for the next event's remaining delay.
private final class DelaySink<Element>: Sink<Element> {
  let sourceSubscription = SingleAssignmentDisposable()
  let drain = SerialDisposable()
  private let dueTime: RxTimeInterval
  private let scheduler: SchedulerType
  private var queue = Queue<(time: RxTime, event: Event<Element>)>()
  private var isActive = false
  private var isRunning = false
  private var errorEvent: Event<Element>?

  init(
    observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval,
    scheduler: SchedulerType
  ) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent { sourceSubscription.dispose() }
    if case .error = event {
      let sendsNow = !isRunning
      queue.removeAll()
      errorEvent = event
      if sendsNow { forwardStop(event) }
      return
    }
    let startsDrain = !isActive
    isActive = true
    queue.append((scheduler.now, event))
    if startsDrain {
      drain.disposable = scheduler.scheduleRecursive((), dueTime: dueTime) { _, recursive in
        self.drainQueue(recursive)
      }
    }
  }

  private func drainQueue(_ recursive: AnyRecursiveScheduler<Void>) {
    guard errorEvent == nil else { return }
    isRunning = true
    var forwardedOne = false
    while true {
      if let errorEvent {
        forwardStop(errorEvent)
        return
      }
      if !forwardedOne, let next = queue.dequeue() {
        forwardedOne = true
        forwardOn(next.event)
        if case .completed = next.event {
          dispose()
          return
        }
        continue
      }
      isRunning = false
      guard forwardedOne, let next = queue.first else {
        isActive = false
        return
      }
      recursive.schedule((), dueTime: dueTime.reduced(bySpanFrom: next.time, to: scheduler.now))
      return
    }
  }
}
