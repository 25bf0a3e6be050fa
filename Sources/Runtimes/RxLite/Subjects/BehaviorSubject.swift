/// A subject that holds a current value: it emits the current value to each new subscriber,
/// then every later event.
///
/// After a stop event, new subscribers receive only that stop event; after `dispose()`, they
/// receive an `RxError.disposed` error.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType,
  Cancelable
{
  @usableFromInline let observers = SubjectObserverList()
  @usableFromInline @exclusivity(unchecked) var element: Element
  @usableFromInline @exclusivity(unchecked) var stoppedEvent: Event<Element>?
  @usableFromInline @exclusivity(unchecked) var isStoppedOrDisposed = false

  /// Whether the subject has been disposed.
  @exclusivity(unchecked) public private(set) var isDisposed = false

  /// Creates a subject whose current value is `value`.
  public init(value: Element) {
    element = value
    super.init()
  }

  /// Whether the subject has at least one observer.
  public var hasObservers: Bool { observers.activeCount > 0 }

  /// Returns the current value.
  ///
  /// - Throws: `RxError.disposed` after `dispose()`, or the error the subject terminated with.
  public func value() throws -> Element {
    if isDisposed { throw RxError.disposed(object: self) }
    if case .error(let error) = stoppedEvent { throw error }
    return element
  }

  /// Stores a `next` element as the current value and forwards `event` to the observers; a
  /// stop event also ends every subscription.
  ///
  /// - Complexity: O(*n*) per event, where *n* is the number of observers.
  @inlinable public func on(_ event: Event<Element>) {
    guard !isStoppedOrDisposed else { return }
    let flow = RxFlowTrace.enter(self, event); defer { flow?.exit() }
    if case .next(let value) = event {
      element = value
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
    let subscription = observers.insert(handler)
    handler(.next(element))
    return subscription
  }

  /// Returns the subject itself, as its observer side.
  public func asObserver() -> BehaviorSubject<Element> {
    self
  }

  /// Disposes the subject: observers are dropped without a stop event, and later
  /// subscribers and `value()` receive an error.
  public func dispose() {
    isDisposed = true
    isStoppedOrDisposed = true
    stoppedEvent = nil
    observers.disposeAll()
  }
}
