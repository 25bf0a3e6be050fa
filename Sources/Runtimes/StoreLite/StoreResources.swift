/// Resource accounting, so a harness can check that a torn-down screen left no effect running.
///
/// Stores live on the main actor, so one count on the main actor is the app's count exactly.
@MainActor
public enum StoreResources {
  /// Effects started by ``Effect/run(_:)`` and not yet finished or cancelled, in every store.
  public private(set) static var runningEffects = 0

  static func count(_ delta: Int) {
    runningEffects += delta
  }
}
