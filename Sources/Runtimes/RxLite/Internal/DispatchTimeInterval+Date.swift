import Dispatch
import Foundation

extension DispatchTimeInterval {
  /// How many of this interval's unit make a second.
  var unitsPerSecond: Double {
    switch self {
    case .nanoseconds: return 1_000_000_000
    case .microseconds: return 1_000_000
    case .milliseconds: return 1000
    case .seconds: return 1
    case .never: return 0
    @unknown default: return 0
    }
  }

  /// The interval in seconds; `.never` is infinite.
  var seconds: TimeInterval {
    switch self {
    case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value),
      .seconds(let value):
      return TimeInterval(value) / unitsPerSecond
    case .never: return .infinity
    @unknown default: return .infinity
    }
  }

  /// Whether the interval is zero.
  var isNow: Bool {
    switch self {
    case .nanoseconds(let value), .microseconds(let value), .milliseconds(let value),
      .seconds(let value):
      return value == 0
    case .never: return false
    @unknown default: return false
    }
  }

  /// The interval minus the span between two dates, never below zero, in the same unit.
  func reduced(bySpanFrom earlier: Date, to later: Date) -> DispatchTimeInterval {
    func reduce(_ value: Int) -> Int {
      let remainder = Double(value) - later.timeIntervalSince(earlier) * unitsPerSecond
      guard remainder > 0 else { return 0 }
      return Int(remainder.rounded(.toNearestOrAwayFromZero))
    }
    switch self {
    case .nanoseconds(let value): return .nanoseconds(reduce(value))
    case .microseconds(let value): return .microseconds(reduce(value))
    case .milliseconds(let value): return .milliseconds(reduce(value))
    case .seconds(let value): return .seconds(reduce(value))
    case .never: return .never
    @unknown default: return self
    }
  }
}

extension Date {
  /// The date `interval` after this one; `.never` is the distant future.
  func adding(_ interval: DispatchTimeInterval) -> Date {
    if case .never = interval { return .distantFuture }
    return addingTimeInterval(interval.seconds)
  }
}
