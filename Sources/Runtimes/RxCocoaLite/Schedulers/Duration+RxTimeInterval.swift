import Foundation
import RxLite

extension Duration {
  /// The duration in seconds.
  var timeInterval: TimeInterval {
    let (seconds, attoseconds) = components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }

  /// The duration of `interval`, or nil for `.never`.
  init?(_ interval: RxTimeInterval) {
    switch interval {
    case .seconds(let value): self = .seconds(value)
    case .milliseconds(let value): self = .milliseconds(value)
    case .microseconds(let value): self = .microseconds(value)
    case .nanoseconds(let value): self = .nanoseconds(value)
    case .never: return nil
    @unknown default: return nil
    }
  }
}
