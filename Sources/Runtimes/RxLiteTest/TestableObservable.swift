import RxLite

/// An observable that emits recorded events and records its subscriptions.
public class TestableObservable<Element>: ObservableType {
  /// Every subscription made so far, with the times it started and ended.
  public internal(set) var subscriptions: [Subscription] = []

  /// The events the observable emits.
  public internal(set) var recordedEvents: [Recorded<Event<Element>>]

  let testScheduler: TestScheduler

  init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
    self.testScheduler = testScheduler
    self.recordedEvents = recordedEvents
  }

  /// Subscribes `observer` to the recorded events.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
  where Observer.Element == Element {
    fatalError("Abstract method")
  }

  /// Records a subscription starting now and returns its index.
  func recordSubscription() -> Int {
    subscriptions.append(Subscription(testScheduler.clock))
    return subscriptions.count - 1
  }

  /// Records that subscription `index` ended now.
  func recordUnsubscription(_ index: Int) {
    subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
  }
}
