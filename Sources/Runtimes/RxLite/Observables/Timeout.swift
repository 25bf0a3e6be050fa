// MARK: - timeout

extension ObservableType {
  /// Fails with `RxError.timeout` if no element arrives within `dueTime` of the subscription
  /// or of the previous element.
  public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
    timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
  }

  /// Switches to `other` if no element arrives within `dueTime` of the subscription or of the
  /// previous element.
  public func timeout<Source: ObservableConvertibleType>(
    _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
  ) -> Observable<Element> where Element == Source.Element {
    let source = asObservable()
    let other = other.asObservable()
    return Producer { observer in
      let sink = TimeoutSink<Element>(
        observer: observer, dueTime: dueTime, other: other, scheduler: scheduler)
      sink.run(source)
      return sink
    }
  }
}

private final class TimeoutSink<Element>: Sink<Element> {
  private let dueTime: RxTimeInterval
  private let other: Observable<Element>
  private let scheduler: SchedulerType
  private let timer = SerialDisposable()
  private let subscription = SerialDisposable()
  private var id = 0
  private var hasSwitched = false

  init(
    observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval,
    other: Observable<Element>, scheduler: SchedulerType
  ) {
    self.dueTime = dueTime
    self.other = other
    self.scheduler = scheduler
    super.init(observer: observer)
    upstream = Disposables.create(subscription, timer)
  }

  func run(_ source: Observable<Element>) {
    let original = SingleAssignmentDisposable()
    subscription.disposable = original
    startTimer()
    original.setDisposable(source.subscribe(handler: { self.on($0) }))
  }

  private func on(_ event: Event<Element>) {
    guard !hasSwitched else { return }
    id &+= 1
    if event.isStopEvent {
      forwardStop(event)
    } else {
      forwardOn(event)
      startTimer()
    }
  }

  private func startTimer() {
    guard !timer.isDisposed else { return }
    let next = SingleAssignmentDisposable()
    timer.disposable = next
    next.setDisposable(
      scheduler.scheduleRelative(id, dueTime: dueTime) { id in
        self.hasSwitched = id == self.id
        if self.hasSwitched {
          self.subscription.disposable = self.other.subscribe(handler: { event in
            if event.isStopEvent { self.forwardStop(event) } else { self.forwardOn(event) }
          })
        }
        return Disposables.create()
      })
  }
}
