/// Receives the events of a signal, as a closure: what `observe(with:)` takes.
public typealias Observer<Element, Error: Swift.Error> = (Signal<Element, Error>.Event) -> Void

/// An observer of a signal that cannot fail.
public typealias SafeObserver<Element> = (Signal<Element, Never>.Event) -> Void

/// A type that receives signal events.
public protocol ObserverProtocol {
  /// The type of the elements received.
  associatedtype Element
  /// The type of error that can be received.
  associatedtype Error: Swift.Error

  /// Receives one event.
  func on(_ event: Signal<Element, Error>.Event)
}

/// An observer wrapping an ``Observer`` closure; signal producers receive one.
public struct AnyObserver<Element, Error: Swift.Error>: ObserverProtocol {
  /// The wrapped closure.
  public let observer: Observer<Element, Error>

  /// Wraps `observer`.
  @inlinable
  public init(observer: @escaping Observer<Element, Error>) {
    self.observer = observer
  }

  /// Passes `event` to the wrapped closure.
  @inlinable
  public func on(_ event: Signal<Element, Error>.Event) {
    observer(event)
  }
}

// MARK: - Sending events

extension ObserverProtocol {
  /// Sends a `.next` event.
  @inlinable
  public func receive(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.completed` for `.finished` or `.failed` for `.failure`.
  @inlinable
  public func receive(completion: Subscribers.Completion<Error>) {
    switch completion {
    case .finished: on(.completed)
    case .failure(let error): on(.failed(error))
    }
  }

  /// Sends `element`, then `.completed`.
  @inlinable
  public func receive(lastElement element: Element) {
    receive(element)
    receive(completion: .finished)
  }

  /// Sends a `.next` event (ReactiveKit's earlier spelling of ``receive(_:)``).
  @inlinable
  public func next(_ element: Element) {
    on(.next(element))
  }

  /// Sends `.failed` (ReactiveKit's earlier spelling).
  @inlinable
  public func failed(_ error: Error) {
    on(.failed(error))
  }

  /// Sends `.completed` (ReactiveKit's earlier spelling).
  @inlinable
  public func completed() {
    on(.completed)
  }

  /// The observer as an ``Observer`` closure.
  @inlinable
  public func toObserver() -> Observer<Element, Error> {
    on
  }
}

extension ObserverProtocol where Element == Void {
  /// Sends a `.next(())` event.
  @inlinable
  public func receive() {
    on(.next(()))
  }
}
