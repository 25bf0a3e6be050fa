/// A lifecycle method of ``ViewController``, named the way a selector names it on iOS.
public enum LifecycleMethod: Hashable, Sendable {
  case viewDidLoad
  case viewWillAppear
  case viewDidAppear
  case viewWillDisappear
  case viewDidDisappear
}

/// A registration made by ``ViewController/observeInvocations(of:_:)``; ``cancel()`` ends it.
@MainActor
public struct InvocationObservation {
  fileprivate weak var viewController: ViewController?
  fileprivate let id: Int

  /// Stops calling the observer; safe to call more than once.
  public func cancel() {
    viewController?.invocationObservers[id] = nil
  }
}

extension ViewController {
  /// Calls `observer` with the arguments of every later call of `method`, after the method has
  /// run (the stand-in for the method interception behind RxCocoa's `methodInvoked`, which iOS
  /// does by swizzling the selector).
  ///
  /// The arguments are the method's own: `[]` for `viewDidLoad`, `[animated]` for the
  /// appearance methods. The call is reported however a subclass overrides the method.
  public func observeInvocations(
    of method: LifecycleMethod, _ observer: @escaping ([Any]) -> Void
  ) -> InvocationObservation {
    let id = nextInvocationObserverID
    nextInvocationObserverID += 1
    invocationObservers[id] = (method, observer)
    return InvocationObservation(viewController: self, id: id)
  }

  /// Tells the observers of `method` that it ran with `arguments`.
  func methodInvoked(_ method: LifecycleMethod, with arguments: [Any]) {
    let observers = invocationObservers.sorted { $0.key < $1.key }
    for (_, entry) in observers where entry.method == method {
      entry.observer(arguments)
    }
  }
}
