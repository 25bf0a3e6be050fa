import RxLite

/// An observer that binds elements to a UI object: it never retains the object, it performs
/// the binding on a scheduler (the main scheduler by default), and it refuses errors.
///
/// When the target is gone, elements are dropped. An error reaching a binder is a programming
/// mistake (bindings must not fail): debug builds stop, release builds log it.
public struct Binder<Value>: ObserverType {
  /// The type of elements the binder receives.
  public typealias Element = Value

  private let binding: (Event<Value>) -> Void

  /// Creates a binder that calls `binding` with `target` and each element, on `scheduler`.
  public init<Target: AnyObject>(
    _ target: Target, scheduler: ImmediateSchedulerType = MainScheduler.instance,
    binding: @escaping (Target, Value) -> Void
  ) {
    weak let weakTarget = target
    self.binding = { event in
      switch event {
      case .next(let element):
        _ = scheduler.schedule(element) { element in
          Self.traceApplying { if let target = weakTarget { binding(target, element) } }
          return Disposables.create()
        }
      case .error(let error):
        bindingError(error)
      case .completed:
        break
      }
    }
  }

  /// Binds a `next` element to the target; ignores completion; reports an error.
  public func on(_ event: Event<Value>) {
    Self.trace(event) { binding(event) }
  }

  /// Erases the binder's type.
  public func asObserver() -> AnyObserver<Value> {
    AnyObserver(eventHandler: on)
  }
}
