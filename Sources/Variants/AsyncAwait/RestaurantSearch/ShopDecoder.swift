import AsyncPlatform
import Domain
import MainLoop

/// Decodes the Hotpepper answers off the main thread: an actor whose executor is a
/// `WorkQueueExecutor`, so its turns run on a work queue of the scene's loop and take the
/// loop's work latency, and a main-actor caller resumes when the decoding is done.
///
/// On iOS a plain actor (or a `@concurrent` function) would run on the global concurrent
/// executor; the executor here is the only difference, and it is what keeps the decoding on
/// the loop's virtual time.
actor ShopDecoder {
  private let executor: WorkQueueExecutor

  nonisolated var unownedExecutor: UnownedSerialExecutor {
    executor.asUnownedSerialExecutor()
  }

  /// A decoder running on `queue`.
  init(queue: WorkQueue) {
    executor = WorkQueueExecutor(queue)
  }

  /// The shops of `answer`, or why it failed, decoded on the actor.
  ///
  /// Runs on the caller's actor up to the hop, so the cancellation handler is installed
  /// before the decoding's turn is enqueued. Cancelling the calling task delivers that turn
  /// at once rather than after the work latency, and throws.
  ///
  /// - Throws: `CancellationError` when the calling task was cancelled before the decoding
  ///   ended: a decoding begun before the cancellation runs to its end and is thrown away.
  nonisolated(nonsending) func searchResult(from answer: HotpepperAPI.Answer) async throws
    -> HotpepperAPI.SearchResult
  {
    try await withTaskCancellationHandler {
      let result = try await decode(answer)
      try Task.checkCancellation()
      return result
    } onCancel: { [executor] in
      executor.expediteWaitingJobs()
    }
  }

  private func decode(_ answer: HotpepperAPI.Answer) throws -> HotpepperAPI.SearchResult {
    try Task.checkCancellation()
    return HotpepperAPI.searchResult(from: answer)
  }
}
