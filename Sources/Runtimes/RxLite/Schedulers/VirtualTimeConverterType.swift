import Foundation

/// Converts between a virtual clock's units and real dates and intervals.
public protocol VirtualTimeConverterType {
  /// The unit of virtual time (ticks of the virtual clock).
  associatedtype VirtualTimeUnit
  /// The unit of differences between virtual times.
  associatedtype VirtualTimeIntervalUnit

  /// Converts virtual time to a date.
  func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

  /// Converts a date to virtual time.
  func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

  /// Converts a virtual interval to seconds.
  func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit)
    -> TimeInterval

  /// Converts seconds to a virtual interval.
  func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

  /// Returns `time` offset by `offset`.
  func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit)
    -> VirtualTimeUnit

  /// Compares two virtual times.
  func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit)
    -> VirtualTimeComparison
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
  /// lhs < rhs.
  case lessThan
  /// lhs == rhs.
  case equal
  /// lhs > rhs.
  case greaterThan
}
