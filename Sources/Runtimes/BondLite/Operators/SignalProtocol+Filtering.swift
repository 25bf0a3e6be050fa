extension SignalProtocol {
  /// Passes on only the elements for which `isIncluded` returns `true`.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func filter(_ isIncluded: @escaping (Element) -> Bool) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      self.observe { event in
        if case .next(let element) = event, !isIncluded(element) { return }
        observer(event)
      }
    })
  }

  /// Passes on the first element, then each element `areDistinct` says differs from the one
  /// before it.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func distinctUntilChanged(
    _ areDistinct: @escaping (Element, Element) -> Bool
  ) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      var previous: Element?
      return self.observe { event in
        if case .next(let element) = event {
          defer { previous = element }
          if let previous, !areDistinct(previous, element) { return }
        }
        observer(event)
      }
    })
  }

  /// Passes on the first element, then each element `areEqual` says differs from the one
  /// before it (the Combine-style spelling of ``distinctUntilChanged(_:)``).
  @inlinable
  public func removeDuplicates(
    by areEqual: @escaping (Element, Element) -> Bool
  ) -> Signal<Element, Error> {
    distinctUntilChanged { !areEqual($0, $1) }
  }

  /// Drops the first `count` elements, then passes on the rest.
  ///
  /// - Complexity: O(1) per element.
  @inlinable
  public func dropFirst(_ count: Int) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      var remaining = count
      return self.observe { event in
        if case .next = event, remaining > 0 {
          remaining -= 1
          return
        }
        observer(event)
      }
    })
  }

  /// Passes on elements until `signal` sends any event, then completes.
  public func take<S: SignalProtocol>(until signal: S) -> Signal<Element, Error> {
    Signal(unchecked: { observer in
      let composite = CompositeDisposable()
      var ended = false
      let end = {
        guard !ended else { return }
        ended = true
        observer(.completed)
        composite.dispose()
      }
      composite += signal.observe { _ in end() }
      guard !ended else { return composite }
      composite += self.observe { event in
        guard !ended else { return }
        if event.isTerminal {
          ended = true
          observer(event)
          composite.dispose()
        } else {
          observer(event)
        }
      }
      return composite
    })
  }
}

extension SignalProtocol where Element: Equatable {
  /// Passes on the first element, then each element different from the one before it.
  @inlinable
  public func distinctUntilChanged() -> Signal<Element, Error> {
    distinctUntilChanged { $0 != $1 }
  }

  /// Passes on the first element, then each element different from the one before it (the
  /// Combine-style spelling of ``distinctUntilChanged()``).
  @inlinable
  public func removeDuplicates() -> Signal<Element, Error> {
    distinctUntilChanged { $0 != $1 }
  }
}
