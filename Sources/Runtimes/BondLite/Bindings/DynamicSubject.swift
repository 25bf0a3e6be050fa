/// A two-way view of a value held by another object — a text field's text, a control's
/// selection: observing it sends the current value, then the value after each change; binding
/// to it (or sending to it) sets the value.
///
/// The object is held weakly; once it is gone the subject sends nothing and ignores input, and
/// if it announces its deallocation (a view does), bindings to it end then, as Bond's do.
public struct DynamicSubject<Element>: SubjectProtocol, BindableProtocol {
  public typealias Error = Never

  private let changes: SafeSignal<Void>
  private let getter: () -> Element?
  private let setter: (Element) -> Void
  private let deallocated: SafeSignal<Void>?

  /// Creates a subject over `target`: `signal` fires on each change, `get` reads the value and
  /// `set` writes it.
  public init<Target: AnyObject>(
    target: Target, signal: SafeSignal<Void>, get: @escaping (Target) -> Element,
    set: @escaping (Target, Element) -> Void
  ) {
    self.init(target: target, deallocated: nil, signal: signal, get: get, set: set)
  }

  /// Creates a subject over `target` whose bindings end when `target` is deallocated.
  public init<Target: Deallocatable>(
    target: Target, signal: SafeSignal<Void>, get: @escaping (Target) -> Element,
    set: @escaping (Target, Element) -> Void
  ) {
    self.init(
      target: target, deallocated: target.deallocated, signal: signal, get: get, set: set)
  }

  private init<Target: AnyObject>(
    target: Target, deallocated: SafeSignal<Void>?, signal: SafeSignal<Void>,
    get: @escaping (Target) -> Element, set: @escaping (Target, Element) -> Void
  ) {
    self.deallocated = deallocated
    changes = signal
    getter = { [weak target] in target.map(get) }
    setter = { [weak target] element in
      if let target { set(target, element) }
    }
  }

  /// Sends `observer` the current value, then the value after each change; completes when the
  /// changes do (a control's, when the control is deallocated).
  public func observe(with observer: @escaping Observer<Element, Never>) -> Disposable {
    if let current = getter() { observer(.next(current)) }
    let getter = self.getter
    return changes.observe { event in
      guard case .next = event else { return observer(.completed) }
      if let value = getter() { observer(.next(value)) }
    }
  }

  /// Sets the value from a `.next` event; other events are ignored.
  public func on(_ event: Signal<Element, Never>.Event) {
    if case .next(let element) = event { setter(element) }
  }

  /// Sets the value from each element of `signal`, until the target is deallocated.
  public func bind(signal: Signal<Element, Never>) -> Disposable {
    let setter = self.setter
    let elements = deallocated.map { signal.take(until: $0) } ?? signal
    return elements.observeNext { element in setter(element) }
  }
}
