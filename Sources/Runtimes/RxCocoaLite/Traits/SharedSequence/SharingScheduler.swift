import RxLite

/// Makes the scheduler the built-in shared sequences deliver on: the main scheduler, unless a
/// test swaps in another with ``mock(scheduler:action:)``.
public enum SharingScheduler {
  // Plain storage, like the rest of the serial runtime: it is read when a shared sequence is
  // built and swapped only by `mock`, both on the main thread.
  nonisolated(unsafe) private static var maker: () -> SchedulerType = { MainScheduler.instance }

  /// Makes the scheduler shared sequences deliver on.
  public static var make: () -> SchedulerType { maker }

  /// Runs `action` with shared sequences delivering on `scheduler` (for tests only).
  public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
    try mock(makeScheduler: { scheduler }, action: action)
  }

  /// Runs `action` with shared sequences delivering on the schedulers `makeScheduler` makes
  /// (for tests only).
  public static func mock(
    makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void
  ) rethrows {
    let original = maker
    maker = makeScheduler
    defer { maker = original }
    try action()
  }
}
