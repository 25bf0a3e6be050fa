import ConcurrencyHooks
import MainLoop

/// The executors Swift concurrency runs on while a ``MainLoop`` drives (see
/// ``MainLoop/drive(_:)``): every job either receives becomes an item of that loop, run on one
/// of its turns, in order.
///
/// ``main`` stands in for the main actor's executor and ``global`` for the global concurrent
/// executor. Running global jobs on a serial executor of our own, rather than the generic one,
/// matters: code running there that enqueues on "the current executor" (`Task.yield()` does)
/// comes back here instead of reaching the cooperative pool behind the hooks' back.
///
/// Outside a drive the runtime hands them a job only when a task that suspended inside a drive
/// is resumed outside it; such a job goes on to the process's real executor.
public final class LoopExecutor: SerialExecutor, @unchecked Sendable {
  // Safe: an executor has no mutable state; the loop it schedules on is the calling thread's.

  /// The main actor's executor in every drive, on every thread.
  public static let main = LoopExecutor(isMain: true)
  /// The global executor in every drive, on every thread.
  public static let global = LoopExecutor(isMain: false)

  private let isMain: Bool

  private init(isMain: Bool) {
    self.isMain = isMain
  }

  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    guard let sink = JobSink.current else {
      let raw = unsafeBitCast(job, to: UnsafeMutableRawPointer.self)
      if isMain {
        concurrency_hooks_enqueue_on_real_main(raw)
      } else {
        concurrency_hooks_enqueue_on_real_global(raw)
      }
      return
    }
    sink.schedule(job, on: self)
  }

  /// Code the runtime cannot prove runs here — the harness's own main-actor code, which runs
  /// on the real main executor and starts the drive — is on the main actor when a drive is
  /// under way on its thread: only main-actor code starts a drive (``MainLoop/drive(_:)`` is
  /// `@MainActor`), and everything a drive runs runs on that thread, inside it.
  public func checkIsolated() {
    precondition(
      isMain && MainLoop.isDriving, "main-actor code outside a drive of the virtual main loop")
  }
}

/// Where the hooks hand the jobs of one drive: the driving loop — or, on a live thread of a
/// ``WorkQueue`` job, that loop's main queue, which runs them at the job's due instant.
final class JobSink {
  private enum Target {
    case loop(MainLoop)
    case mainQueue(MainQueue)
  }

  private let target: Target

  init(loop: MainLoop) {
    target = .loop(loop)
  }

  init(handingOffTo main: MainQueue) {
    target = .mainQueue(main)
  }

  /// Runs `body` with every job the calling thread enqueues on the global or the main actor's
  /// executor handed to this sink, then restores what was there before.
  func capturing<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let main = unsafeBitCast(
      LoopExecutor.main.asUnownedSerialExecutor(), to: (UnsafeRawPointer, UInt).self)
    let previous = concurrency_hooks_swap(
      ConcurrencyCapture(
        sink: { context, job in
          guard let context else { return }
          let sink = Unmanaged<JobSink>.fromOpaque(context).takeUnretainedValue()
          sink.schedule(unsafeBitCast(job, to: UnownedJob.self), on: .global)
        },
        context: Unmanaged.passUnretained(self).toOpaque(), mainIdentity: main.0,
        mainImplementation: main.1))
    defer {
      _ = concurrency_hooks_swap(previous)
      withExtendedLifetime(self) {}
    }
    return try body()
  }

  /// The sink of the calling thread's drive, if any.
  static var current: JobSink? {
    concurrency_hooks_context().map { Unmanaged<JobSink>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Queues `job` on the loop to run on `executor`, before any other item due now (see
  /// ``MainLoop/scheduleJob(_:)``).
  func schedule(_ job: UnownedJob, on executor: LoopExecutor) {
    let executor = executor.asUnownedSerialExecutor()
    switch target {
    case .loop(let loop):
      JobCounts.captured += 1
      loop.scheduleJob { job.runSynchronously(on: executor) }
    case .mainQueue(let main):
      main.async { job.runSynchronously(on: executor) }
    }
  }
}

/// How many jobs drives have captured in this process (for benchmarks and tests).
public enum JobCounts {
  // Only touched on threads that drive a loop; a count, never a decision.
  nonisolated(unsafe) public internal(set) static var captured = 0
}
