/// A subject that replays buffered elements to each new subscriber, then forwards every later
/// event.
///
/// `create(bufferSize:)` keeps the latest `bufferSize` elements, `createUnbounded()` all of
/// them. After a stop event, new subscribers receive the buffer and then the stop event.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable
{
  @usableFromInline let observers = SubjectObserverList()
  @usableFromInline let bufferSize: Int
  @usableFromInline @exclusivity(unchecked) var buffer: [Element] = []
  @usableFromInline @exclusivity(unchecked) var stoppedEvent: Event<Element>?
  @usableFromInline @exclusivity(unchecked) var isStoppedOrDisposed = false

  /// Whether the subject has been disposed.
  @exclusivity(unchecked) public private(set) var isDisposed = false

  @usableFromInline init(bufferSize: Int) {
    self.bufferSize = bufferSize
    super.init()
  }

  /// Creates a subject that replays the latest `bufferSize` elements.
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    precondition(bufferSize >= 0, "bufferSize can't be negative")
    return ReplaySubject(bufferSize: bufferSize)
  }

  /// Creates a subject that replays every element.
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: .max)
  }

  /// Whether the subject has at least one observer.
  public var hasObservers: Bool { observers.activeCount > 0 }

  /// Buffers a `next` element and forwards `event` to the observers; a stop event also ends
  /// every subscription.
  ///
  /// - Complexity: Amortized O(*n*) per event, where *n* is the number of observers.
  @inlinable public func on(_ event: Event<Element>) {
    guard !isStoppedOrDisposed else { return }
    let flow = RxFlowTrace.enter(self, event); defer { flow?.exit() }
    if case .next(let value) = event {
      buffer.append(value)
      if buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
      observers.dispatch(event)
    } else {
      stoppedEvent = event
      isStoppedOrDisposed = true
      observers.dispatch(event)
      observers.disposeAll()
    }
  }

  @inlinable override func subscribe(handler: @escaping (Event<Element>) -> Void) -> Disposable {
    if isDisposed {
      handler(.error(RxError.disposed(object: self)))
      return Disposables.create()
    }
    for element in buffer { handler(.next(element)) }
    if let stoppedEvent {
      handler(stoppedEvent)
      return Disposables.create()
    }
    return observers.insert(handler)
  }

  /// Returns the subject itself, as its observer side.
  public func asObserver() -> ReplaySubject<Element> {
    self
  }

  /// Disposes the subject: the buffer is cleared, observers are dropped without a stop event,
  /// and later subscribers receive an error.
  public func dispose() {
    isDisposed = true
    isStoppedOrDisposed = true
    stoppedEvent = nil
    buffer = []
    observers.disposeAll()
  }
}
