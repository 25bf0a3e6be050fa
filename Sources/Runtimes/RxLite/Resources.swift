import ResourceCounts

/// Counts live subscriptions, so that a torn-down screen can be checked for leaks.
///
/// A subscription is counted from the moment it is created (an operator's sink, a subject's or
/// relay's observer registration, the observer behind `subscribe(onNext:…)` or `bind`) until it
/// is disposed — explicitly, by a stop event, or by being deallocated. The counter is touched
/// only when subscriptions start and end, never while events flow.
public enum Resources {
  /// The number of subscriptions currently alive on this thread.
  ///
  /// RxLite is serial (see the module overview): one thread drives an app, so counting per
  /// thread gives the app's count exactly, and subscriptions made on other threads — other
  /// tests running at the same time — never disturb it.
  public static var total: Int32 {
    Int32(truncatingIfNeeded: resource_count(ResourceCountRxLite))
  }

  /// Records that a subscription started.
  @usableFromInline static func incrementTotal() {
    resource_count_add(ResourceCountRxLite, 1)
  }

  /// Records that a subscription ended.
  @usableFromInline static func decrementTotal() {
    resource_count_add(ResourceCountRxLite, -1)
  }
}
