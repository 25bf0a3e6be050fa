/// The effects one ``TestStore/send(_:assert:sourceLocation:)`` started.
///
/// Cancel it where the app would cancel them — the view going away — so a long-lived effect
/// (a location listener) ends before ``TestStore/finish(sourceLocation:)`` checks that nothing
/// is left running.
@MainActor
public struct TestStoreTask {
  private let onCancel: @MainActor () -> Void
  private let running: @MainActor () -> Bool

  init(cancel: @escaping @MainActor () -> Void, isRunning: @escaping @MainActor () -> Bool) {
    onCancel = cancel
    running = isRunning
  }

  /// Cancels every effect of the action that is still running.
  public func cancel() async {
    onCancel()
  }

  /// Whether every effect of the action has ended.
  public var isCancelled: Bool { !running() }

  /// Whether any effect of the action is still running.
  public var isRunning: Bool { running() }
}
