import Foundation

/// Process-wide resource accounting, so a harness can check that a torn-down screen left no
/// live observation behind.
public enum BondResources {
  /// Observations started and not yet ended: registrations on subjects, properties and
  /// observable arrays, and running ``Signal`` producers. An observation ends when disposed,
  /// when its signal fails or completes, or when its subject is deallocated.
  public static var liveSubscriptions: Int { counter.value }

  static let counter = BondResourceCounter()
}

/// A counter shared by every thread that observes.
///
/// `@unchecked Sendable`: `count` is only read or written while `lock` is held.
final class BondResourceCounter: @unchecked Sendable {
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
