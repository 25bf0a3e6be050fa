/// Resource accounting, so a harness can check that a torn-down screen left no effect running.
///
/// Stores live on the main actor, so one count on the main actor is the app's count exactly.
@MainActor
public enum StoreResources {
  /// Effects started by ``Effect/run(priority:operation:catch:)`` and not yet finished or
  /// cancelled, in every store.
  public private(set) static var runningEffects = 0

  static func count(_ delta: Int) {
    runningEffects += delta
  }
}

/// Where runtime misuse is reported (an unhandled error in an effect, an unimplemented
/// dependency called, an action for a stack element that is gone): `TestStore` records each as
/// a test issue; elsewhere it is printed.
@MainActor
public enum IssueReporting {
  /// Receives every reported issue; tests replace it.
  public static var handler: @MainActor (String) -> Void = { print("StoreLite issue: \($0)") }
}

/// Reports `message` through ``IssueReporting/handler``.
@MainActor
public func reportIssue(_ message: String) {
  IssueReporting.handler(message)
}
