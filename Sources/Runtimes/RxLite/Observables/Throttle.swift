import Foundation

// MARK: - throttle

extension ObservableType {
  /// Emits the first element, then at most one element per `dueTime`: when `latest` is true,
  /// the latest element received during the window is emitted at its end.
  public func throttle(
    _ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType
  ) -> Observable<Element> {
    let source = asObservable()
    return Producer { observer in
      let sink = ThrottleSink<Element>(
        observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
      let subscription = SingleAssignmentDisposable()
      sink.upstream = Disposables.create(subscription, sink.timer)
      subscription.setDisposable(source.subscribe(handler: { sink.on($0) }))
      return sink
    }
  }
}

private final class ThrottleSink<Element>: Sink<Element> {
  let timer = SerialDisposable()
  private let dueTime: RxTimeInterval
  private let latest: Bool
  private let scheduler: SchedulerType
  private var lastUnsentElement: Element?
  private var lastSentTime: Date?
  private var isCompleted = false

  init(
    observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, latest: Bool,
    scheduler: SchedulerType
  ) {
    self.dueTime = dueTime
    self.latest = latest
    self.scheduler = scheduler
    super.init(observer: observer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      let remaining =
        lastSentTime.map { dueTime.reduced(bySpanFrom: $0, to: scheduler.now) } ?? .seconds(0)
      if remaining.isNow {
        sendNow(element)
        return
      }
      guard latest else { return }
      let isAlreadyScheduled = lastUnsentElement != nil
      lastUnsentElement = element
      guard !isAlreadyScheduled else { return }
      let scheduled = SingleAssignmentDisposable()
      timer.disposable = scheduled
      scheduled.setDisposable(
        scheduler.scheduleRelative((), dueTime: remaining) { _ in
          self.timerFired()
          return Disposables.create()
        })
    case .error:
      lastUnsentElement = nil
      forwardStop(event)
    case .completed:
      if lastUnsentElement != nil {
        isCompleted = true
      } else {
        forwardStop(.completed)
      }
    }
  }

  private func sendNow(_ element: Element) {
    lastUnsentElement = nil
    forwardOn(.next(element))
    lastSentTime = scheduler.now
  }

  private func timerFired() {
    if let element = lastUnsentElement { sendNow(element) }
    if isCompleted { forwardStop(.completed) }
  }
}
