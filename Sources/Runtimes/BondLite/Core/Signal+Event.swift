extension Signal {
  /// One event of a signal: an element, a failure, or completion.
  ///
  /// A signal sends any number of `.next` events, then at most one `.failed` or `.completed`,
  /// after which it sends nothing.
  public enum Event {
    /// An element.
    case next(Element)
    /// The signal failed with an error; nothing follows.
    case failed(Error)
    /// The signal finished; nothing follows.
    case completed
  }
}

extension Signal.Event {
  /// Whether this is a `.next` event.
  @inlinable
  public var isNext: Bool {
    if case .next = self { return true }
    return false
  }

  /// Whether this is a `.failed` event.
  @inlinable
  public var isFailed: Bool {
    if case .failed = self { return true }
    return false
  }

  /// Whether this is a `.completed` event.
  @inlinable
  public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Whether this event ends the signal (`.failed` or `.completed`).
  @inlinable
  public var isTerminal: Bool {
    if case .next = self { return false }
    return true
  }

  /// The element of a `.next` event.
  @inlinable
  public var element: Element? {
    if case .next(let element) = self { return element }
    return nil
  }

  /// The error of a `.failed` event.
  @inlinable
  public var error: Error? {
    if case .failed(let error) = self { return error }
    return nil
  }
}

extension Signal.Event: Equatable where Element: Equatable, Error: Equatable {}
