import Foundation
import RxLite

/// Converts between `TestScheduler` ticks and dates: one tick is `resolution` seconds.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
  /// Virtual time, in ticks.
  public typealias VirtualTimeUnit = Int
  /// Virtual intervals, in ticks.
  public typealias VirtualTimeIntervalUnit = Int

  private let resolution: Double

  init(resolution: Double) {
    self.resolution = resolution
  }

  /// The date `virtualTime` ticks after the reference date (1970).
  public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
    Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
  }

  /// The tick nearest to `time`.
  public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
    VirtualTimeIntervalUnit(time.timeIntervalSince1970 / resolution + 0.5)
  }

  /// The number of seconds `virtualTimeInterval` ticks last.
  public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval
  {
    TimeInterval(virtualTimeInterval) * resolution
  }

  /// The number of ticks nearest to `timeInterval` seconds.
  public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval)
    -> VirtualTimeIntervalUnit
  {
    VirtualTimeIntervalUnit(timeInterval / resolution + 0.5)
  }

  /// `time` plus `offset` ticks.
  public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit
  {
    time + offset
  }

  /// Compares two tick counts.
  public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
  {
    if lhs < rhs { return .lessThan }
    if lhs > rhs { return .greaterThan }
    return .equal
  }
}
