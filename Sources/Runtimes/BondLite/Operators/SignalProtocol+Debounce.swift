extension SignalProtocol {
  /// Passes on an element only once `seconds` have passed on `queue` without another one.
  ///
  /// Completion first sends the element still waiting, if any; failure drops it. Time is
  /// whatever `queue` says it is, so a virtual-time scheduler makes this deterministic.
  public func debounce<Scheduler: ExecutionScheduler>(
    for seconds: Double, queue: Scheduler
  ) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      var timer: Disposable?
      var pending: Element?
      let upstream = self.observe { event in
        timer?.dispose()
        timer = nil
        switch event {
        case .next(let element):
          pending = element
          timer = queue.disposableAfter(when: .seconds(seconds)) {
            timer = nil
            guard let element = pending else { return }
            pending = nil
            observer(.next(element))
          }
        case .failed:
          pending = nil
          observer(event)
        case .completed:
          if let element = pending { observer(.next(element)) }
          pending = nil
          observer(.completed)
        }
      }
      return BlockDisposable {
        timer?.dispose()
        timer = nil
        pending = nil
        upstream.dispose()
      }
    })
  }
}
