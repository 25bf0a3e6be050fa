import Dispatch
import Foundation
import Synchronization

/// The app's main run loop: where timers, HTTP completions and location replays are delivered.
///
/// Everything UI-facing runs on one thread. In ``Mode/virtual`` time stands still until the
/// harness calls ``advance(by:)``, so scenarios are deterministic and never sleep; in
/// ``Mode/live`` the clock is the wall clock and ``run(for:)`` waits for due work.
///
/// A `MainLoop` is serial: schedule and drive it from the main thread only. Work posted from
/// other threads goes through ``inbox``.
public final class MainLoop {
  /// How the loop tells time.
  public enum Mode: Sendable {
    /// Time moves only when the harness advances it.
    case virtual
    /// Time is the wall clock.
    case live
  }

  /// Where off-main work (``WorkQueue`` jobs) runs.
  public enum Threads: Sendable {
    /// On the loop's next turn, on the loop's thread: deterministic and single-threaded.
    case virtual
    /// At once, on a thread of its own; the loop waits for it at its due instant, so races
    /// are real (and ThreadSanitizer sees them) while screens stay exactly the same.
    case live
  }

  public let mode: Mode
  /// Thread-safe entry point for work finishing on other threads (e.g. URLSession).
  public let inbox = MainLoopInbox()
  /// Where ``WorkQueue`` jobs run; set before any is started.
  public var threads: Threads = MainLoop.defaultThreads

  /// Where the jobs of loops made from now on run (`workbench run --threads live`).
  public nonisolated static var defaultThreads: Threads {
    get { defaultThreadsStorage.withLock { $0 } }
    set { defaultThreadsStorage.withLock { $0 = newValue } }
  }

  private static let defaultThreadsStorage = Mutex(Threads.virtual)
  /// The virtual time every ``WorkQueue`` job takes (`work latency 40ms` in a scenario).
  public var workLatency: Duration = .zero
  /// The main thread's queue, for off-main work to hand results back (`DispatchQueue.main`).
  public var main: MainQueue { MainQueue(inbox: inbox) }

  private var virtualNow: Duration = .zero
  private let liveStart = DispatchTime.now().uptimeNanoseconds
  private var queue = TimerQueue()
  /// Jobs of Swift concurrency code (task starts and resumptions), in the order they came.
  private var jobs: [() -> Void] = []
  /// ``WorkQueue`` jobs started on threads of their own and not yet delivered.
  var startedLiveWork: [WorkItem] = []
  /// Hops between the main thread and work off it so far: one for every ``WorkQueue`` job
  /// started (an actor's turn on a ``WorkQueue`` executor included), and one for every job that
  /// handed results back to the main queue. The same in both thread modes.
  public internal(set) var threadHops = 0

  /// Creates a loop; virtual time starts at zero.
  public init(mode: Mode = .virtual) {
    self.mode = mode
  }

  /// Time since the loop started.
  public var now: Duration {
    switch mode {
    case .virtual:
      return virtualNow
    case .live:
      let elapsed = DispatchTime.now().uptimeNanoseconds - liveStart
      return .nanoseconds(Int64(elapsed))
    }
  }

  /// Number of scheduled items not yet run or cancelled.
  public var pendingCount: Int { queue.count }

  /// Schedules `work` to run `delay` from now; a zero delay runs it on the next turn.
  ///
  /// Items due at the same instant run in the order they were scheduled.
  @discardableResult
  public func schedule(after delay: Duration = .zero, _ work: @escaping () -> Void)
    -> ScheduledWork
  {
    let token = ScheduledWork(work)
    queue.insert(due: now + max(delay, .zero), token: token)
    return token
  }

  /// Schedules work of the platform itself, not the app: the answer of a request the HTTP
  /// client counts as in flight, the next fixes of a replay the device plays.
  /// ``appWork(scheduledSince:)`` leaves it out.
  @discardableResult
  public func schedulePlatformWork(after delay: Duration = .zero, _ work: @escaping () -> Void)
    -> ScheduledWork
  {
    let token = ScheduledWork(work)
    queue.insert(due: now + max(delay, .zero), token: token, isPlatformWork: true)
    return token
  }

  /// Queues a job of Swift concurrency code (a task's start or resumption) to run before any
  /// other due item: whatever a timer, an answer or an input sets off on the main actor has
  /// run by the time the next item due at the same instant runs, as it would have had the
  /// code called back synchronously.
  public func scheduleJob(_ job: @escaping () -> Void) {
    jobs.append(job)
  }

  // MARK: - Work a screen left behind

  /// A point in the loop's schedule: work scheduled after it counts in
  /// ``appWork(scheduledSince:)``.
  public var scheduleMark: UInt64 { queue.mark }

  /// Work the app scheduled since `mark` (timers, debounces, deferred renders) that has
  /// neither run nor been cancelled: after a screen's teardown, work that outlives it.
  ///
  /// - Complexity: O(n) in the number of scheduled items.
  public func appWork(scheduledSince mark: UInt64) -> Int {
    queue.appWork(since: mark)
  }

  /// Waits until every ``WorkQueue`` job already started on a thread of its own has run, so
  /// that what comes next — the harness damaging the disk, say — happens after the work, as it
  /// does on the loop's thread with virtual threads. Delivery still waits for the due instant.
  public func waitForStartedWork() {
    startedLiveWork.removeAll { $0.isFinished }
    for item in startedLiveWork { item.waitUntilDone() }
  }

  /// Runs every item due now (including items they schedule for now), without moving time.
  public func runUntilIdle() {
    drainInbox()
    while let item = queue.popDue(atOrBefore: now) {
      if !item.token.isCancelled { FlowTrace.source("MainLoop") { item.token.run() } }
      drainInbox()
    }
  }

  /// Moves virtual time forward by `interval`, running due items at their own instants.
  public func advance(by interval: Duration) {
    precondition(mode == .virtual, "advance(by:) drives virtual time only")
    let target = virtualNow + max(interval, .zero)
    runUntilIdle()
    while let due = queue.nextDue, due <= target {
      virtualNow = due
      runUntilIdle()
    }
    virtualNow = target
    runUntilIdle()
  }

  /// The time until the next scheduled item, or nil when nothing is scheduled.
  public var timeUntilNextItem: Duration? {
    queue.nextDue.map { max($0 - now, .zero) }
  }

  /// Live mode: runs due work and waits for more until `duration` has passed.
  public func run(for duration: Duration) {
    let deadline = now + duration
    while true {
      runUntilIdle()
      let remaining = deadline - now
      guard remaining > .zero else { return }
      let wait = min(remaining, timeUntilNextItem ?? remaining)
      if mode == .virtual {
        advance(by: wait)
      } else {
        inbox.wait(upTo: wait)
      }
    }
  }

  /// Live or virtual: runs the loop until `condition` holds or `timeout` passes.
  ///
  /// - Returns: whether the condition held.
  @discardableResult
  public func run(until condition: () -> Bool, timeout: Duration) -> Bool {
    let deadline = now + timeout
    runUntilIdle()
    while !condition() {
      let remaining = deadline - now
      guard remaining > .zero else { return false }
      let step = min(remaining, timeUntilNextItem ?? remaining, .milliseconds(50))
      if mode == .virtual { advance(by: step) } else { inbox.wait(upTo: step) }
      runUntilIdle()
    }
    return true
  }

  private func drainInbox() {
    for work in inbox.takeAll() { work.run() }
    runJobs()
  }

  /// Runs queued jobs, and the jobs they queue, in order until none is left.
  private func runJobs() {
    while !jobs.isEmpty {
      let batch = jobs
      jobs = []
      for job in batch { job() }
    }
  }
}
