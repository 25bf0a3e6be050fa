/// A stream of elements that ends with at most one failure or completion, as in ReactiveKit.
///
/// Observing starts the stream; the returned ``Disposable`` stops it.
public protocol SignalProtocol<Element, Error> {
  /// The type of the elements.
  associatedtype Element
  /// The type of the error that can end the signal (`Never` for a safe signal).
  associatedtype Error: Swift.Error

  /// Registers `observer` for every event of the signal.
  func observe(with observer: @escaping Observer<Element, Error>) -> Disposable
}

// MARK: - Observing

extension SignalProtocol {
  /// Registers `observer` for the elements of the signal.
  @inlinable
  public func observeNext(with observer: @escaping (Element) -> Void) -> Disposable {
    observe { event in
      if case .next(let element) = event { observer(element) }
    }
  }

  /// Registers `observer` for the failure of the signal.
  @inlinable
  public func observeFailed(with observer: @escaping (Error) -> Void) -> Disposable {
    observe { event in
      if case .failed(let error) = event { observer(error) }
    }
  }

  /// Registers `observer` for the completion of the signal.
  @inlinable
  public func observeCompleted(with observer: @escaping () -> Void) -> Disposable {
    observe { event in
      if case .completed = event { observer() }
    }
  }

  /// The receiver as a concrete ``Signal``.
  @inlinable
  public func toSignal() -> Signal<Element, Error> {
    Signal(unchecked: { observer in self.observe(with: observer) })
  }
}
