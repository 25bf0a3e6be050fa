import RxLite

/// Emits its recorded events at their absolute times to whoever is subscribed then.
final class HotObservable<Element>: TestableObservable<Element> {
  private var observers: [(id: Int, observer: AnyObserver<Element>)] = []
  private var nextId = 0

  override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
    for recorded in recordedEvents {
      testScheduler.scheduleAt(recorded.time) { [weak self] in
        self?.emit(recorded.value)
      }
    }
  }

  private func emit(_ event: Event<Element>) {
    let snapshot = observers
    for entry in snapshot where observers.contains(where: { $0.id == entry.id }) {
      entry.observer.on(event)
    }
  }

  override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    let id = nextId
    nextId += 1
    observers.append((id, AnyObserver(observer)))
    let index = recordSubscription()
    return Disposables.create {
      self.observers.removeAll { $0.id == id }
      self.recordUnsubscription(index)
    }
  }
}
