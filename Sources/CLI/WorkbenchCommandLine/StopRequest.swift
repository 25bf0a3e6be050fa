import Foundation

/// A polite stop: while a long command (a fuzz run) has armed it, the first Ctrl-C or SIGTERM
/// only asks the command to stop where it is and keep what it found; a second one ends the
/// process as usual.
public final class StopRequest: @unchecked Sendable {
  // Safe: `armed` and `requested` are only read or written while `lock` is held.
  private let lock = NSLock()
  private var armed = false
  private var requested = false

  /// The one the signal handling of ``InterruptCleanup`` consults.
  public static let interrupt = StopRequest()

  public init() {}

  /// From now on the first signal asks for a stop instead of ending the process.
  public func arm() {
    lock.withLock {
      armed = true
      requested = false
    }
  }

  /// Signals end the process again.
  public func disarm() {
    lock.withLock { armed = false }
  }

  /// Whether a stop was asked for since ``arm()``.
  public var isRequested: Bool {
    lock.withLock { requested }
  }

  /// Takes a signal: true when it only asked for a stop (armed, and the first one).
  func absorb() -> Bool {
    lock.withLock {
      guard armed, !requested else { return false }
      requested = true
      return true
    }
  }
}
