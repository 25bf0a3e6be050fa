import RxLite

/// A virtual time scheduler for testing code built with RxLite.
///
/// With `simulateProcessingDelay` (the default), work scheduled for now or earlier runs one
/// tick later, so `interval(.seconds(0), …)` subscribed at 200 ticks at 201, 202, ….
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> {
  /// The default times of `start(_:)`.
  public struct Defaults {
    /// When the tested sequence is created.
    public static let created = 100
    /// When the tested sequence is subscribed to.
    public static let subscribed = 200
    /// When the subscription is disposed.
    public static let disposed = 1000
  }

  private let simulateProcessingDelay: Bool

  /// Creates a scheduler whose clock starts at `initialClock`; one tick lasts `resolution`
  /// seconds.
  public init(
    initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true
  ) {
    self.simulateProcessingDelay = simulateProcessingDelay
    super.init(
      initialClock: initialClock,
      converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
  }

  /// Creates a hot observable that emits `events` at their absolute times, whether or not
  /// anyone is subscribed.
  public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    HotObservable(testScheduler: self, recordedEvents: events)
  }

  /// Creates a cold observable that emits `events` to each subscriber at their times relative
  /// to the subscription.
  public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>])
    -> TestableObservable<Element>
  {
    ColdObservable(testScheduler: self, recordedEvents: events)
  }

  /// Creates an observer that records the events it receives with their virtual times.
  public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
    TestableObserver(scheduler: self)
  }

  /// Runs `action` at the absolute virtual `time`.
  public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
    _ = scheduleAbsoluteVirtual((), time: time) { _ in
      action()
      return Disposables.create()
    }
  }

  /// Moves work due now or earlier to one tick from now, if processing delay is simulated.
  public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
    time <= clock ? clock + (simulateProcessingDelay ? 1 : 0) : time
  }

  /// Creates the tested sequence at `created`, subscribes a recording observer at
  /// `subscribed`, disposes the subscription at `disposed`, runs the scheduler to the end and
  /// returns the observer.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    created: TestTime, subscribed: TestTime, disposed: TestTime,
    create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    var source: Observable<Element>?
    var subscription: Disposable?
    let observer = createObserver(Element.self)
    scheduleAt(created) { source = create().asObservable() }
    scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
    scheduleAt(disposed) { subscription?.dispose() }
    start()
    return observer
  }

  /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
  /// subscription (200) times.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    disposed: TestTime, create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed,
      create: create)
  }

  /// `start(created:subscribed:disposed:create:)` with the default times 100, 200 and 1000.
  public func start<Element, OutputSequence: ObservableConvertibleType>(
    _ create: @escaping () -> OutputSequence
  ) -> TestableObserver<Element> where OutputSequence.Element == Element {
    start(
      created: Defaults.created, subscribed: Defaults.subscribed,
      disposed: Defaults.disposed, create: create)
  }
}
