/// A value that can be read at any time and observed as a signal.
public protocol PropertyProtocol {
  /// The type of the value.
  associatedtype Value

  /// The current value.
  var value: Value { get }
}

/// Observable mutable state, as ReactiveKit's `Property` and Bond's `Observable`.
///
///     let count = Observable(0)
///     count.observeNext { print($0) }.dispose(in: bag)   // prints 0 at once
///     count.value = 1                                     // prints 1
///
/// Observing sends the current value first, then every value set, including a value equal to
/// the previous one. When the property is deallocated its observers receive `.completed`.
///
/// - Complexity: setting ``value`` is O(observers), with no allocation and no lock (and no
///   dynamic exclusivity check: the value is never accessed `inout` across an observer call).
public final class Property<Value>: PropertyProtocol, SubjectProtocol, DisposeBagProvider {
  public typealias Element = Value
  public typealias Error = Never

  @exclusivity(unchecked) @usableFromInline var storage: Value
  @usableFromInline let subject = PassthroughSubject<Value, Never>()
  /// Holds the property's bindings, ended when the property is deallocated.
  public let bag = DisposeBag()

  /// Creates a property holding `value`.
  public init(_ value: Value) {
    storage = value
  }

  deinit {
    bag.dispose()
    subject.send(completion: .finished)
  }

  /// The current value; setting it notifies every observer.
  @inlinable
  public var value: Value {
    get { storage }
    set {
      let flow = FlowScope.enter(self, .next(newValue)); defer { flow.exit() }
      storage = newValue
      subject.on(.next(newValue))
    }
  }

  /// Sets the value from a `.next` event (other events are passed on).
  @inlinable
  public func on(_ event: Signal<Value, Never>.Event) {
    let flow = FlowScope.enter(self, event); defer { flow.exit() }
    if case .next(let element) = event { storage = element }
    subject.on(event)
  }

  /// Registers `observer`, then sends it the current value.
  public func observe(with observer: @escaping Observer<Value, Never>) -> Disposable {
    guard !subject.isTerminated else {
      observer(.next(storage))
      observer(.completed)
      return SimpleDisposable(isDisposed: true)
    }
    let registration = subject.observe(with: observer)
    observer(.next(storage))
    return registration
  }

  /// Changes the value without notifying the observers.
  public func silentUpdate(value: Value) {
    storage = value
  }

  /// A read-only view of the property.
  public var readOnlyView: AnyProperty<Value> {
    AnyProperty(property: self)
  }
}

extension Property: BindableProtocol {
  /// Sets the property from each element of `signal`, until the returned disposable is
  /// disposed or the property is deallocated.
  public func bind(signal: Signal<Value, Never>) -> Disposable {
    // Unowned, not weak (which would slow every set): the binding sits in `bag`, which the
    // property disposes first thing in its deinit.
    let binding = signal.observeNext { [unowned(unsafe) self] element in
      self.value = element
    }
    bag.add(disposable: binding)
    return binding
  }
}

/// Bond's name for ``Property``: observable mutable state.
public typealias Observable<Value> = Property<Value>

/// A read-only view of a ``Property``.
public final class AnyProperty<Value>: PropertyProtocol, SignalProtocol {
  public typealias Error = Never

  private let property: Property<Value>

  /// Wraps `property`.
  public init(property: Property<Value>) {
    self.property = property
  }

  /// The current value.
  public var value: Value { property.value }

  /// Registers `observer`, then sends it the current value.
  public func observe(with observer: @escaping Observer<Value, Never>) -> Disposable {
    property.observe(with: observer)
  }
}
