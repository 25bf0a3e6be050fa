/// Counts live subscriptions, so that a torn-down screen can be checked for leaks.
///
/// A subscription is counted from the moment it is created (an operator's sink, a subject's or
/// relay's observer registration, the observer behind `subscribe(onNext:…)` or `bind`) until it
/// is disposed — explicitly, by a stop event, or by being deallocated. The counter is touched
/// only when subscriptions start and end, never while events flow.
public enum Resources {
  /// The number of subscriptions currently alive.
  public static var total: Int32 { Int32(truncatingIfNeeded: counter) }

  // Plain storage: RxLite is serial (see the module overview), so the counter is only ever
  // touched by the thread that currently drives the runtime.
  nonisolated(unsafe) private static var counter = 0

  /// Records that a subscription started.
  @usableFromInline static func incrementTotal() {
    counter &+= 1
  }

  /// Records that a subscription ended.
  @usableFromInline static func decrementTotal() {
    counter &-= 1
  }
}
