/// A signal that is also an observer: events sent to it go to its observers.
public protocol SubjectProtocol: SignalProtocol, ObserverProtocol {}

extension SubjectProtocol {
  /// Sends `element` to the observers.
  @inlinable
  public func send(_ element: Element) {
    on(.next(element))
  }

  /// Completes (`.finished`) or fails (`.failure`) the subject.
  @inlinable
  public func send(completion: Subscribers.Completion<Error>) {
    switch completion {
    case .finished: on(.completed)
    case .failure(let error): on(.failed(error))
    }
  }

  /// Sends `element`, then completes.
  @inlinable
  public func send(lastElement element: Element) {
    send(element)
    send(completion: .finished)
  }
}

extension SubjectProtocol where Element == Void {
  /// Sends `()` to the observers.
  @inlinable
  public func send() {
    send(())
  }

  /// Sends `()` to the observers (ReactiveKit's earlier spelling of ``send()``).
  @inlinable
  public func next() {
    send(())
  }
}
