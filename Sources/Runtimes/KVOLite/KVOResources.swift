import ResourceCounts

/// Resource accounting, so a harness can check that a torn-down screen left no observation
/// behind.
///
/// Counted per thread (KVOLite is used from one thread, the app's main thread), so observers
/// registered or removed on other threads — other tests running at the same time — never
/// disturb the count a screen is checked against.
public enum KVOResources {
  /// Observations registered and not yet ended on this thread: typed tokens not invalidated
  /// or released, and string-keyed registrations not removed. Both end when the observed
  /// object is deallocated.
  public static var liveObservations: Int { resource_count(ResourceCountKVOLite) }

  /// Records `delta` observations started (positive) or ended (negative) on this thread.
  static func count(_ delta: Int) {
    resource_count_add(ResourceCountKVOLite, delta)
  }
}
