/// A signal you send events to by hand; every observer registered at the time receives them.
///
/// Sending keeps the event grammar: after a failure or completion the subject ignores further
/// events and releases its observers, and a later observer receives that terminal event at
/// once. Observers registered or disposed while an event is being delivered take effect for
/// the next event; a disposed observer receives nothing more.
///
/// - Complexity: sending is O(observers), with no allocation and no lock. The state read on
///   every send opts out of dynamic exclusivity checks; it is never accessed `inout` across a
///   call to an observer.
open class Subject<Element, Error: Swift.Error>: SubjectProtocol {
  @usableFromInline final let registrations = RegistrationList()
  @exclusivity(unchecked) @usableFromInline final var terminalEvent: Signal<Element, Error>.Event?
  @exclusivity(unchecked) @usableFromInline final var terminated = false
  /// Whether ``remember(_:)`` must see each event (replaying subjects).
  @usableFromInline final let remembersEvents: Bool
  /// Holds the subject's bindings, ended when the subject is deallocated.
  public let disposeBag = DisposeBag()

  /// Creates a subject with no observers.
  public init() {
    remembersEvents = false
  }

  /// Creates a subject that passes every accepted event to ``remember(_:)`` first.
  init(remembersEvents: Bool) {
    self.remembersEvents = remembersEvents
  }

  deinit {
    disposeBag.dispose()
    registrations.endAll()
  }

  /// Whether the subject failed or completed.
  public final var isTerminated: Bool { terminated }

  /// Sends `event` to the observers, unless the subject already ended.
  @inlinable
  public final func on(_ event: Signal<Element, Error>.Event) {
    guard !terminated else { return }
    if remembersEvents { remember(event) }
    if case .next = event {
      deliver(event)
    } else {
      terminated = true
      terminalEvent = event
      deliver(event)
      registrations.endAll()
    }
  }

  @inlinable
  final func deliver(_ event: Signal<Element, Error>.Event) {
    let flow = FlowScope.enter(self, event); defer { flow.exit() }
    registrations.deliver(event)
  }

  /// Records an accepted event before delivery; replaying subjects override it.
  @usableFromInline
  func remember(_ event: Signal<Element, Error>.Event) {}

  /// Registers `observer`; a subject that already ended sends it the terminal event instead.
  ///
  /// Inlinable, so the registration's generic type is resolved where the element type is
  /// known instead of being looked up at run time on every observation.
  ///
  /// - Complexity: Amortized O(1); disposing the newest observation is O(1) too.
  @inlinable
  public final func observe(with observer: @escaping Observer<Element, Error>) -> Disposable {
    if remembersEvents { replay(to: observer) }
    if let terminalEvent {
      observer(terminalEvent)
      return SimpleDisposable(isDisposed: true)
    }
    return registrations.insert(observer)
  }

  /// Sends a new observer what the subject remembers; replaying subjects override it.
  @usableFromInline
  func replay(to observer: Observer<Element, Error>) {}
}

extension Subject: BindableProtocol {
  /// Sends every element of `signal` to the subject's observers, for as long as the subject
  /// lives or until the returned disposable is disposed.
  public func bind(signal: Signal<Element, Never>) -> Disposable {
    // Unowned, not weak (which would slow every send): the binding sits in `disposeBag`, which
    // the subject disposes first thing in its deinit.
    let binding = signal.observeNext { [unowned(unsafe) self] element in
      self.on(.next(element))
    }
    disposeBag.add(disposable: binding)
    return binding
  }
}
