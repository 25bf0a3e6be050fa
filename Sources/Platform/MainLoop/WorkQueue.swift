import Dispatch
import Foundation

/// A serial queue for work that must not block the main thread: the stand-in for a background
/// `DispatchQueue(label:)`, and what the styles' schedulers, execution contexts and executors
/// run their off-main work on.
///
/// Each job starts at once and takes the loop's ``MainLoop/workLatency`` of virtual time. What
/// it hands to the main queue (``MainQueue/async(execute:)``) runs on the loop at the job's due
/// instant, in the order it was handed over, so screens compare exactly however long the work
/// really took. With ``MainLoop/Threads/virtual`` the job runs on the loop's next turn, on the
/// loop's thread; with ``MainLoop/Threads/live`` it runs on a thread of its own and the loop
/// waits for it at the due instant, so a data race is a real one (run under ThreadSanitizer).
/// Either way the job sees the world as it was when it started — what it reads from disk, for
/// one — so both modes show the same screens.
///
/// A job not yet delivered counts as the app's pending work: a screen torn down while its work
/// runs either cancels it (``WorkItem/cancel()``) or leaves it to the leak check.
public final class WorkQueue: @unchecked Sendable {
  // Safe: `loop` is only touched on the loop's thread (`async` is called there, as
  // `DispatchQueue.async` is called from the main thread by the code on it); `threadQueue`
  // is Dispatch's own, thread-safe.
  public let label: String
  /// The main queue of the loop the jobs are delivered on.
  public let main: MainQueue
  private unowned let loop: MainLoop
  private let threadQueue: DispatchQueue

  /// A serial queue named `label` whose jobs are delivered on `loop`.
  public init(label: String, loop: MainLoop) {
    self.label = label
    self.loop = loop
    main = loop.main
    threadQueue = DispatchQueue(label: "workbench.\(label)")
  }

  /// Runs `work` off the main thread; call it from the loop's thread.
  ///
  /// - Returns: the job, to cancel it: a cancelled job hands nothing to the main queue, and
  ///   one cancelled before the loop's next turn never runs.
  @discardableResult
  public func async(execute work: @escaping @Sendable () -> Void) -> WorkItem {
    loop.threadHops += 1
    let item = WorkItem(
      label: label, work: work, loop: loop, runsOnItsOwnThread: loop.threads == .live)
    if loop.threads == .live {
      loop.startedLiveWork.append(item)
      threadQueue.async { item.runOnThisThread() }
      // From the next turn on the job counts as started, as with virtual threads, however
      // late its thread gets to it: cancelling it then still lets its work run.
      loop.schedulePlatformWork { [item] in item.commit() }
    } else {
      loop.schedulePlatformWork { [item] in item.runOnThisThread() }
    }
    let delivery = loop.schedule(after: loop.workLatency) { [item] in item.deliver() }
    item.attach(delivery)
    return item
  }
}

/// One job of a ``WorkQueue`` (the stand-in for a `DispatchWorkItem`).
public final class WorkItem: @unchecked Sendable {
  // Safe: every mutable field below is guarded by `lock`; `loop` and `delivery` are used on
  // the loop's thread only.
  public let label: String
  private unowned let loop: MainLoop
  private let lock = NSCondition()
  private var work: (@Sendable () -> Void)?
  /// Whether the job has started: a thread began it, or (live threads) the loop's next turn
  /// after it was queued has come. From then on it runs, cancelled or not; only what it hands
  /// back is dropped.
  private var isStarted = false
  private var isDone = false
  private var isDelivered = false
  private var cancelled = false
  private var handedToMain: [@MainActor @Sendable () -> Void] = []
  private var delivery: ScheduledWork?
  /// Whether a thread of the queue runs the work (live threads) rather than the loop.
  private let runsOnItsOwnThread: Bool

  init(
    label: String, work: @escaping @Sendable () -> Void, loop: MainLoop,
    runsOnItsOwnThread: Bool
  ) {
    self.label = label
    self.work = work
    self.loop = loop
    self.runsOnItsOwnThread = runsOnItsOwnThread
  }

  /// Whether ``cancel()`` was called; long work checks it, as with `DispatchWorkItem`.
  public var isCancelled: Bool {
    lock.lock()
    defer { lock.unlock() }
    return cancelled
  }

  /// Stops the job: it hands nothing more to the main queue, and does not run if cancelled
  /// before the loop's next turn. Call it from the loop's thread.
  ///
  /// A job that has started — on the loop's next turn, whether or not a thread of its own
  /// (live threads) has got to it yet — cannot be stopped; cancelling waits for it to end and
  /// let go of what it captured, so that what it did and what a torn-down screen leaves
  /// behind do not depend on how fast that thread was.
  public func cancel() {
    // Called by what the job's own work let go of (a freed view model cancelling its jobs),
    // on the job's thread: waiting there for the job to end would wait for ever.
    let onItsOwnThread = WorkItem.current === self
    lock.lock()
    cancelled = true
    if !isStarted { work = nil }
    handedToMain = []
    while isStarted && !isDone && !onItsOwnThread { lock.wait() }
    lock.unlock()
    delivery?.cancel()
  }

  /// Marks the job started for ``cancel()`` (live threads, on the loop's next turn).
  func commit() {
    lock.lock()
    if !cancelled { isStarted = true }
    lock.unlock()
  }

  /// Whether the job was delivered (it ran and handed over its results) or cancelled.
  public var isFinished: Bool {
    lock.lock()
    defer { lock.unlock() }
    return isDelivered || cancelled
  }

  /// Delivers the job on the loop's next turn instead of at its due instant: for a job that
  /// must still run but that nothing waits for any more — the turn of a cancelled task on an
  /// actor, which Swift runs exactly once and which returns at once. Harmless after delivery
  /// or cancellation. Call it from the loop's thread.
  public func deliverSoon() {
    guard let delivery, !delivery.isCancelled else { return }
    delivery.cancel()
    self.delivery = loop.schedule { [self] in deliver() }
  }

  func attach(_ delivery: ScheduledWork) {
    self.delivery = delivery
  }

  /// Runs the work on the calling thread, with the main queue collecting what it hands over.
  func runOnThisThread() {
    lock.lock()
    var work = self.work
    self.work = nil
    isStarted = isStarted || work != nil
    lock.unlock()
    let previous = WorkItem.current
    WorkItem.current = self
    work?()
    work = nil  // what the work captured is released before anyone hears it is done
    WorkItem.current = previous
    lock.lock()
    isDone = true
    lock.broadcast()
    lock.unlock()
  }

  /// Waits until the work has run, or will never run (cancelled before it started).
  func waitUntilDone() {
    lock.lock()
    while !isDone && !(cancelled && !isStarted) { lock.wait() }
    lock.unlock()
  }

  /// At the due instant, on the loop's thread: the work has run (virtual threads: on an
  /// earlier turn) or is waited for (live threads), then what it handed to the main queue
  /// runs, in order.
  func deliver() {
    if !runsOnItsOwnThread { runOnThisThread() }
    lock.lock()
    while !isDone { lock.wait() }
    let handed = cancelled ? [] : handedToMain
    handedToMain = []
    isDelivered = true
    lock.unlock()
    if !handed.isEmpty { loop.threadHops += 1 }
    for body in handed { MainActor.assumeIsolated { body() } }
  }

  /// Keeps `body` for the main queue, unless the job was cancelled.
  func handToMain(_ body: @escaping @MainActor @Sendable () -> Void) {
    lock.lock()
    if !cancelled { handedToMain.append(body) }
    lock.unlock()
  }

  /// The job running on the calling thread, if any.
  ///
  /// Kept in a pthread key, not `Thread.current.threadDictionary`: Foundation makes and
  /// looks up `Thread` objects under a lock every thread shares, and that lock would order
  /// every job before the main thread's next step — hiding from ThreadSanitizer the very races
  /// live threads are there to show.
  static var current: WorkItem? {
    get {
      pthread_getspecific(currentKey).map {
        Unmanaged<WorkItem>.fromOpaque($0).takeUnretainedValue()
      }
    }
    set {
      // The job keeps itself alive while it runs; the key holds it unretained.
      pthread_setspecific(currentKey, newValue.map { Unmanaged.passUnretained($0).toOpaque() })
    }
  }

  private static let currentKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
  }()
}

/// The main thread's queue as work off it sees it: the stand-in for `DispatchQueue.main`.
///
/// Work handed over from a ``WorkQueue`` job runs on the loop at that job's due instant; work
/// handed over from anywhere else runs on the loop's next turn.
public struct MainQueue: @unchecked Sendable {
  // Safe: only the thread-safe inbox is used off the loop's thread.
  private let inbox: MainLoopInbox

  init(inbox: MainLoopInbox) {
    self.inbox = inbox
  }

  /// Runs `body` on the main thread (the loop's), after the job that calls it is delivered.
  public func async(execute body: @escaping @MainActor @Sendable () -> Void) {
    if let item = WorkItem.current {
      item.handToMain(body)
    } else {
      inbox.post(InboxWork { MainActor.assumeIsolated { body() } })
    }
  }
}
