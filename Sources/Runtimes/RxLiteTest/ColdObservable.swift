import RxLite

/// Emits its recorded events to each subscriber at their times relative to the subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let index = recordSubscription()
    let state = BooleanDisposable()
    for recorded in recordedEvents {
      _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
        if !state.isDisposed { observer.on(recorded.value) }
        return Disposables.create()
      }
    }
    return Disposables.create {
      state.dispose()
      self.recordUnsubscription(index)
    }
  }
}
