import ConcurrencyHooks
import MainLoop

extension MainLoop {
  /// Runs `body` with every Swift concurrency job started on this thread delivered through
  /// this loop: task starts and resumptions on the main actor, global-executor jobs (nonisolated
  /// async code, actor turns), continuations resumed by timers. Each job joins the loop's job
  /// queue (``MainLoop/scheduleJob(_:)``), run before the next due item, so ``runUntilIdle()``
  /// runs them to quiescence and ``advance(by:)`` interleaves them with timers in one
  /// deterministic order, on one thread, without real sleeps.
  ///
  /// Only jobs enqueued on the calling thread while `body` runs are captured; other threads are
  /// untouched. Drive every step that can wake a task (inputs, time, teardown). Nested drives
  /// are allowed; the innermost loop wins until it returns.
  @MainActor
  public func drive<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    Self.installHooks
    return try JobSink(loop: self).capturing(body)
  }

  /// Whether a drive is under way on the calling thread.
  public nonisolated static var isDriving: Bool { concurrency_hooks_is_capturing() != 0 }

  private static let installHooks: Void = {
    concurrency_hooks_install()
    _ = MainActor.sharedUnownedExecutor  // records the real main executor for hand-offs
  }()
}
