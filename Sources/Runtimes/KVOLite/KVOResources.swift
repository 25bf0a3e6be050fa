import Foundation

/// Process-wide resource accounting, so a harness can check that a torn-down screen left no
/// observation behind.
public enum KVOResources {
  /// Observations registered and not yet ended: typed tokens not invalidated or released, and
  /// string-keyed registrations not removed. Both end when the observed object is deallocated.
  public static var liveObservations: Int { counter.value }

  static let counter = KVOResourceCounter()
}

/// A counter shared by every thread that registers observations.
///
/// `@unchecked Sendable`: `count` is only read or written while `lock` is held.
final class KVOResourceCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }

  func add(_ delta: Int) {
    lock.lock()
    count += delta
    lock.unlock()
  }
}
