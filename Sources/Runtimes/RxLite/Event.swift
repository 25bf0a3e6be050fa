/// A sequence event: an element, or one of the two stop events.
///
/// Sequences obey the grammar `next* (error | completed)?`: after a stop event nothing more is
/// delivered.
@frozen
public enum Event<Element> {
  /// The next element of the sequence.
  case next(Element)
  /// The sequence terminated with an error.
  case error(Swift.Error)
  /// The sequence completed successfully.
  case completed
}

extension Event: Sendable where Element: Sendable {}

// MARK: - Inspecting events

extension Event {
  /// Whether this is an `error` or `completed` event.
  @inlinable public var isStopEvent: Bool {
    switch self {
    case .next: return false
    case .error, .completed: return true
    }
  }

  /// The element of a `next` event, otherwise `nil`.
  @inlinable public var element: Element? {
    if case .next(let value) = self { return value }
    return nil
  }

  /// The error of an `error` event, otherwise `nil`.
  @inlinable public var error: Swift.Error? {
    if case .error(let error) = self { return error }
    return nil
  }

  /// Whether this is a `completed` event.
  @inlinable public var isCompleted: Bool {
    if case .completed = self { return true }
    return false
  }

  /// Maps the element of a `next` event; a throwing transform turns the event into `error`.
  @inlinable public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
    do {
      switch self {
      case .next(let element): return .next(try transform(element))
      case .error(let error): return .error(error)
      case .completed: return .completed
      }
    } catch {
      return .error(error)
    }
  }
}

// MARK: - Description

extension Event: CustomDebugStringConvertible {
  /// A textual representation, e.g. `next(1)`, `error(…)` or `completed`.
  public var debugDescription: String {
    switch self {
    case .next(let value): return "next(\(value))"
    case .error(let error): return "error(\(error))"
    case .completed: return "completed"
    }
  }
}

// MARK: - EventConvertible

/// A type that can be converted to an `Event`.
public protocol EventConvertible {
  /// Type of the element carried by the event.
  associatedtype Element
  /// The event this value represents.
  var event: Event<Element> { get }
}

extension Event: EventConvertible {
  /// The event itself.
  public var event: Event<Element> { self }
}

// MARK: - Passing stop events on

extension Event {
  /// The stop event as an event of another element type, for an operator passing an error or
  /// completion downstream. Only stop handlers call it; they never receive elements.
  @inlinable func stopEvent<Other>() -> Event<Other> {
    switch self {
    case .error(let error): .error(error)
    case .completed: .completed
    case .next: preconditionFailure("a stop handler received an element")
    }
  }
}
