import MainLoop
import Synchronization

/// A serial executor whose jobs run on a ``WorkQueue``: give it to an actor
/// (`nonisolated var unownedExecutor`) and the actor's work runs off the main thread, taking
/// the loop's work latency, in both of the loop's thread modes.
///
/// The stand-in for the global concurrent executor a `@concurrent` function or a plain actor
/// runs on: that one escapes the loop's virtual time, this one is delivered on it. A caller on
/// the main actor resumes at the job's due instant, like a `DispatchQueue.main.async` from the
/// other styles' work.
///
/// A job of Swift concurrency cannot be dropped: its task would stay suspended for ever. When
/// the task waiting for the actor is cancelled, ``expediteWaitingJobs()`` delivers the jobs
/// still waiting on the loop's next turn instead; the actor checks `Task.isCancelled` and
/// returns without doing the work the latency stands for, so nothing is left pending.
public final class WorkQueueExecutor: SerialExecutor {
  private let queue: WorkQueue
  private let main: MainQueue
  /// The jobs enqueued and not yet delivered, oldest first.
  private let waiting = Mutex<[WorkItem]>([])

  /// An executor running its jobs on `queue`.
  public init(_ queue: WorkQueue) {
    self.queue = queue
    main = queue.main
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    let item = queue.async { [main] in
      // The jobs the actor's turn enqueues — the caller's resumption on the main actor — go
      // to the main queue, which runs them on the loop at this job's due instant: on a live
      // thread nothing else would take them to the loop, and on the loop's own thread the
      // drive would run them at once, before the work's latency has passed.
      JobHandOff.run(handingJobsTo: main) { job.runSynchronously(on: executor) }
    }
    waiting.withLock { items in
      items.removeAll { $0.isFinished }
      items.append(item)
    }
  }

  /// Delivers every job waiting for its due instant on the main actor's next turn instead, in
  /// order: call it from a task's cancellation handler (any thread), for the actor's turns
  /// that will only see the cancellation and return.
  public func expediteWaitingJobs() {
    let items = waiting.withLock { items in
      defer { items = [] }
      return items
    }
    guard !items.isEmpty else { return }
    Task { @MainActor in
      for item in items { item.deliverSoon() }
    }
  }
}

/// Runs code on a thread that is not driving a loop with the jobs it enqueues on the main
/// actor's (or the global) executor handed to a loop's main queue.
enum JobHandOff {
  static func run(handingJobsTo main: MainQueue, _ body: () -> Void) {
    JobSink(handingOffTo: main).capturing(body)
  }
}
