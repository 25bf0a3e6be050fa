import Foundation
import MainLoop

/// A `Clock` that tells the time of a ``MainLoop`` and wakes its sleepers from the loop's
/// timers: in virtual time a sleep ends exactly when the harness advances past its deadline,
/// never sooner and without a real wait; on a live loop it is the wall clock.
///
/// Inject it wherever code would use `ContinuousClock` (`try await clock.sleep(for: .seconds(1))`).
/// Sleeps must start and be cancelled on the loop's thread, inside ``MainLoop/drive(_:)``.
public struct VirtualClock: Clock, @unchecked Sendable {
  // Safe: the loop is only read and scheduled on from the thread that drives it — sleeps start
  // in jobs the loop runs and wake in its timers; `Sleeper` locks what cancellation touches.

  /// A point in the loop's time: the duration since the loop started.
  public struct Instant: InstantProtocol {
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private let loop: MainLoop

  /// A clock on `loop`'s time.
  public init(loop: MainLoop) {
    self.loop = loop
  }

  public var now: Instant { Instant(offset: loop.now) }

  public var minimumResolution: Duration { .nanoseconds(1) }

  /// Suspends until the loop's time reaches `deadline`; throws `CancellationError` at once when
  /// the task is cancelled, and the loop's timer is cancelled with it.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let sleeper = Sleeper()
    let loop = self.loop
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleeper.start(continuation) {
          loop.schedule(after: deadline.offset - loop.now) { sleeper.wake(throwing: nil) }
        }
      }
    } onCancel: {
      sleeper.wake(throwing: CancellationError())
    }
  }
}

/// One sleep: its continuation and the loop timer that ends it; resumed exactly once.
private final class Sleeper: @unchecked Sendable {
  // Safe: every access to the fields below holds `lock`.
  private let lock = NSLock()
  private var continuation: CheckedContinuation<Void, any Error>?
  private var timer: ScheduledWork?
  private var cancelled = false

  func start(
    _ continuation: CheckedContinuation<Void, any Error>, schedule: () -> ScheduledWork
  ) {
    lock.lock()
    if cancelled {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    timer = schedule()
    lock.unlock()
  }

  func wake(throwing error: (any Error)?) {
    lock.lock()
    if error != nil { cancelled = true }
    let continuation = self.continuation
    let timer = self.timer
    self.continuation = nil
    self.timer = nil
    lock.unlock()
    if error != nil { timer?.cancel() }
    if let error {
      continuation?.resume(throwing: error)
    } else {
      continuation?.resume()
    }
  }
}
