import ResourceCounts

/// Resource accounting, so a harness can check that a torn-down screen left no live
/// observation behind.
///
/// Counted per thread (BondLite is used from one thread, the app's main thread), so
/// observations started or ended on other threads — other tests running at the same time —
/// never disturb the count a screen is checked against.
public enum BondResources {
  /// Observations started and not yet ended on this thread: registrations on subjects,
  /// properties and observable arrays, and running ``Signal`` producers. An observation ends
  /// when disposed, when its signal fails or completes, or when its subject is deallocated.
  public static var liveSubscriptions: Int { resource_count(ResourceCountBondLite) }

  /// Records `delta` observations started (positive) or ended (negative) on this thread.
  static func count(_ delta: Int) {
    resource_count_add(ResourceCountBondLite, delta)
  }
}
