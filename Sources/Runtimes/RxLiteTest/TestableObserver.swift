import RxLite

/// An observer that records every event it receives with the scheduler's virtual time.
public final class TestableObserver<ElementType>: ObserverType {
  /// The type of elements observed.
  public typealias Element = ElementType

  private let scheduler: TestScheduler

  /// The events received, in order, with their times.
  public private(set) var events: [Recorded<Event<Element>>] = []

  init(scheduler: TestScheduler) {
    self.scheduler = scheduler
  }

  /// Records `event` at the current virtual time.
  public func on(_ event: Event<Element>) {
    events.append(Recorded(time: scheduler.clock, value: event))
  }
}
