/// A subject that forwards each event to the observers subscribed at that moment.
///
/// After a stop event, new subscribers receive only that stop event; after `dispose()`, they
/// receive an `RxError.disposed` error.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable
{
  @usableFromInline let observers = SubjectObserverList()
  @usableFromInline @exclusivity(unchecked) var stoppedEvent: Event<Element>?
  @usableFromInline @exclusivity(unchecked) var isStoppedOrDisposed = false

  /// Whether the subject has been disposed.
  @exclusivity(unchecked) public private(set) var isDisposed = false

  /// Creates a subject.
  public override init() {
    super.init()
  }

  /// Whether the subject has at least one observer.
  public var hasObservers: Bool { observers.activeCount > 0 }

  /// Forwards `event` to the current observers; a stop event also ends every subscription.
  ///
  /// - Complexity: O(*n*) per event, where *n* is the number of observers.
  @inlinable public func on(_ event: Event<Element>) {
    guard !isStoppedOrDisposed else { return }
    let flow = RxFlowTrace.enter(self, event); defer { flow?.exit() }
    if case .next = event {
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
    if let stoppedEvent {
      handler(stoppedEvent)
      return Disposables.create()
    }
    return observers.insert(handler)
  }

  @usableFromInline override var deliversElements: Bool { true }

  @inlinable override func subscribe(
    next: @escaping (Element) -> Void, stop: @escaping (Event<Element>) -> Void
  ) -> Disposable {
    if isDisposed || stoppedEvent != nil { return subscribe(handler: stop) }
    return observers.insert(stop, next: next)
  }

  /// Returns the subject itself, as its observer side.
  public func asObserver() -> PublishSubject<Element> {
    self
  }

  /// Disposes the subject: observers are dropped without a stop event, and later
  /// subscribers receive an error.
  public func dispose() {
    isDisposed = true
    isStoppedOrDisposed = true
    stoppedEvent = nil
    observers.disposeAll()
  }
}
