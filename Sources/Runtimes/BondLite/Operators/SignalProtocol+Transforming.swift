extension SignalProtocol {
  /// Transforms each element with `transform`.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func map<U>(_ transform: @escaping (Element) -> U) -> Signal<U, Error> {
    Signal(unchecked: { observer in
      self.observe { event in
        switch event {
        case .next(let element): observer(.next(transform(element)))
        case .failed(let error): observer(.failed(error))
        case .completed: observer(.completed)
        }
      }
    })
  }

  /// Transforms each element with `transform`, dropping the `nil` results.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func compactMap<U>(_ transform: @escaping (Element) -> U?) -> Signal<U, Error> {
    Signal(unchecked: { observer in
      self.observe { event in
        switch event {
        case .next(let element):
          if let mapped = transform(element) { observer(.next(mapped)) }
        case .failed(let error): observer(.failed(error))
        case .completed: observer(.completed)
        }
      }
    })
  }

  /// Replaces each element with `()`.
  @inlinable
  public func eraseType() -> Signal<Void, Error> {
    map { _ in () }
  }

  /// Sends `element` first, then the signal's own events.
  @inlinable
  public func start(with element: Element) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      observer(.next(element))
      return self.observe(with: observer)
    })
  }
}

extension SignalProtocol where Error == Never {
  /// The signal with the error type `E`, which it can never send.
  @inlinable
  public func castError<E: Swift.Error>() -> Signal<Element, E> {
    Signal(unchecked: { observer in
      self.observe { event in
        switch event {
        case .next(let element): observer(.next(element))
        case .completed: observer(.completed)
        }
      }
    })
  }
}
