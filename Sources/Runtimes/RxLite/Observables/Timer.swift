// MARK: - timer, interval

extension ObservableType where Element: RxAbstractInteger {
  /// Emits 0, 1, 2, … every `period`, starting one `period` after subscription.
  public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType)
    -> Observable<Element>
  {
    timer(period, period: period, scheduler: scheduler)
  }

  /// Emits 0 after `dueTime`, then, with a `period`, 1, 2, … every `period`; without one it
  /// completes after the 0.
  public static func timer(
    _ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType
  ) -> Observable<Element> {
    Producer { observer in
      let sink = Sink(observer: observer)
      if let period {
        sink.setUpstream(
          scheduler.schedulePeriodic(0 as Element, startAfter: dueTime, period: period) {
            state in
            sink.forwardOn(.next(state))
            return state &+ 1
          })
      } else {
        sink.setUpstream(
          scheduler.scheduleRelative((), dueTime: dueTime) { _ in
            sink.forwardOn(.next(0))
            sink.forwardStop(.completed)
            return Disposables.create()
          })
      }
      return sink
    }
  }
}
