import MainLoop

/// A serial executor whose jobs run on a ``WorkQueue``: give it to an actor
/// (`nonisolated var unownedExecutor`) and the actor's work runs off the main thread, taking
/// the loop's work latency, in both of the loop's thread modes.
///
/// The stand-in for the global concurrent executor a `@concurrent` function or a plain actor
/// runs on: that one escapes the loop's virtual time, this one is delivered on it. A caller on
/// the main actor resumes at the job's due instant, like a `DispatchQueue.main.async` from the
/// other styles' work.
public final class WorkQueueExecutor: SerialExecutor {
  private let queue: WorkQueue

  /// An executor running its jobs on `queue`.
  public init(_ queue: WorkQueue) {
    self.queue = queue
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }
}
