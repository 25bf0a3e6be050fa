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
  @exclusivity(unchecked) @usableFromInline final var registrations:
    ContiguousArray<SubjectRegistration<Element, Error>>
  @usableFromInline final var terminalEvent: Signal<Element, Error>.Event?
  @exclusivity(unchecked) @usableFromInline final var terminated = false
  /// Whether ``remember(_:)`` must see each event (replaying subjects).
  @usableFromInline final let remembersEvents: Bool
  /// Holds the subject's bindings, ended when the subject is deallocated.
  public let disposeBag = DisposeBag()

  /// Creates a subject with no observers.
  public init() {
    registrations = []
    remembersEvents = false
  }

  /// Creates a subject that passes every accepted event to ``remember(_:)`` first.
  init(remembersEvents: Bool) {
    registrations = []
    self.remembersEvents = remembersEvents
  }

  deinit {
    disposeBag.dispose()
    for registration in registrations {
      registration.end()
    }
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
      endRegistrations()
    }
  }

  @inlinable
  final func deliver(_ event: Signal<Element, Error>.Event) {
    let flow = FlowScope.enter(self, event); defer { flow.exit() }
    let current = registrations
    for registration in current where !registration.isEnded {
      // No retain per observer: `current` holds every registration for the whole loop, and a
      // registration's observer is a `let`, so both outlive the call.
      Unmanaged.passUnretained(registration)._withUnsafeGuaranteedRef { $0.observer(event) }
    }
  }

  /// Records an accepted event before delivery; replaying subjects override it.
  @usableFromInline
  func remember(_ event: Signal<Element, Error>.Event) {}

  /// Registers `observer`; a subject that already ended sends it the terminal event instead.
  ///
  /// Inlinable, so the registration's generic type is resolved where the element type is
  /// known instead of being looked up at run time on every observation.
  @inlinable
  public final func observe(with observer: @escaping Observer<Element, Error>) -> Disposable {
    replay(to: observer)
    if let terminalEvent {
      observer(terminalEvent)
      return SimpleDisposable(isDisposed: true)
    }
    let registration = SubjectRegistration(observer: observer, subject: self)
    registrations.append(registration)
    return registration
  }

  /// Sends a new observer what the subject remembers; replaying subjects override it.
  @usableFromInline
  func replay(to observer: Observer<Element, Error>) {}

  @usableFromInline
  final func endRegistrations() {
    let ended = registrations
    registrations.removeAll()
    for registration in ended {
      registration.end()
    }
  }

  /// Takes `registration` off the list, searching from the end: the newest observation is
  /// the likeliest to be disposed first.
  final func remove(_ registration: SubjectRegistration<Element, Error>) {
    var index = registrations.count - 1
    while index >= 0, registrations[index] !== registration { index -= 1 }
    guard index >= 0 else { return }
    if index == registrations.count - 1 {
      registrations.removeLast()
    } else {
      registrations.remove(at: index)
    }
  }
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
