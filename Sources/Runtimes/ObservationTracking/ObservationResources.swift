/// Resource accounting, so a harness can check that a torn-down screen left no tracked render
/// behind.
///
/// Tracked renders live on the main actor, so one main-actor count is the app's count.
@MainActor
public enum ObservationResources {
  /// Tracked renders created and not yet cancelled or freed.
  public private(set) static var liveRenders = 0

  /// Records `delta` renders started (positive) or ended (negative).
  static func count(_ delta: Int) {
    liveRenders += delta
  }
}
