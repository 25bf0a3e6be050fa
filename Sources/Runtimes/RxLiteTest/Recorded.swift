import RxLite

/// A value together with the virtual time it was produced at.
public struct Recorded<Value>: CustomDebugStringConvertible {
  /// The virtual time.
  public let time: TestTime
  /// The recorded value.
  public let value: Value

  /// Records `value` at `time`.
  public init(time: TestTime, value: Value) {
    self.time = time
    self.value = value
  }

  /// `"value @ time"`.
  public var debugDescription: String {
    "\(value) @ \(time)"
  }
}

extension Recorded: Equatable where Value: Equatable {}

// MARK: - Recording events

extension Recorded {
  /// A `next(element)` event at `time`.
  public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .next(element))
  }

  /// A `completed` event at `time`.
  public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>>
  where Value == Event<T> {
    Recorded(time: time, value: .completed)
  }

  /// An `error(error)` event at `time`.
  public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self)
    -> Recorded<Event<T>> where Value == Event<T>
  {
    Recorded(time: time, value: .error(error))
  }

  /// Returns `recordedEvents`; helps type inference when the element type is not spelled.
  public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }

  /// Returns `recordedEvents`; helps type inference when the element type is not spelled.
  public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>]
  where Value == Event<T> {
    recordedEvents
  }
}
