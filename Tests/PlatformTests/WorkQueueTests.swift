import Foundation
import MainLoop
import Synchronization
import Testing

@MainActor
@Suite("WorkQueue: off-main work delivered on the loop's virtual time")
struct WorkQueueTests {
  /// What a job saw and what reached the main queue, shared with the job's thread.
  final class Log: Sendable {
    let entries = Mutex<[String]>([])
    func append(_ entry: String) { entries.withLock { $0.append(entry) } }
    var all: [String] { entries.withLock { $0 } }
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func resultsLandAtTheDueInstantInOrder(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(40)
    let queue = WorkQueue(label: "test", loop: loop)
    let log = Log()
    let main = loop.main
    queue.async {
      log.append("work")
      main.async { log.append("first") }
      main.async { log.append("second") }
    }
    loop.advance(by: .milliseconds(39))
    #expect(!log.all.contains("first"), "nothing lands before the work latency")
    #expect(loop.appWork(scheduledSince: 0) == 1, "a job not yet delivered is pending work")
    loop.advance(by: .milliseconds(1))
    #expect(log.all == ["work", "first", "second"])
    #expect(loop.pendingCount == 0)
  }

  @Test func liveThreadsRunTheWorkOffTheLoopsThread() {
    let loop = MainLoop(mode: .virtual)
    loop.threads = .live
    let queue = WorkQueue(label: "test", loop: loop)
    let workThread = Mutex<String?>(nil)
    let loopThread = "\(Unmanaged.passUnretained(Thread.current).toOpaque())"
    queue.async {
      workThread.withLock { $0 = "\(Unmanaged.passUnretained(Thread.current).toOpaque())" }
    }
    loop.runUntilIdle()
    #expect(workThread.withLock { $0 } != nil)
    #expect(workThread.withLock { $0 } != loopThread)
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func aCancelledJobHandsNothingToMain(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(10)
    let queue = WorkQueue(label: "test", loop: loop)
    let log = Log()
    let main = loop.main
    let item = queue.async { main.async { log.append("landed") } }
    item.cancel()
    #expect(item.isCancelled)
    #expect(loop.appWork(scheduledSince: 0) == 0, "a cancelled job is no longer pending")
    loop.advance(by: .milliseconds(20))
    #expect(log.all.isEmpty)
  }

  @Test func virtualThreadsRunACancelledJobNever() {
    let loop = MainLoop(mode: .virtual)
    loop.workLatency = .milliseconds(10)
    let ran = Mutex(false)
    let item = WorkQueue(label: "test", loop: loop).async { ran.withLock { $0 = true } }
    item.cancel()
    loop.advance(by: .milliseconds(20))
    #expect(ran.withLock { $0 } == false)
  }

  @Test func theMainQueueOutsideAJobRunsOnTheNextTurn() {
    let loop = MainLoop(mode: .virtual)
    let log = Log()
    loop.main.async { log.append("next turn") }
    #expect(log.all.isEmpty)
    loop.runUntilIdle()
    #expect(log.all == ["next turn"])
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func aJobStartsAtOnceAndSeesTheWorldAsItWasThen(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(40)
    let disk = Mutex("before")
    let log = Log()
    let main = loop.main
    WorkQueue(label: "test", loop: loop).async {
      let read = disk.withLock { $0 }
      main.async { log.append(read) }
    }
    loop.runUntilIdle()
    loop.waitForStartedWork()
    disk.withLock { $0 = "after" }
    loop.advance(by: .milliseconds(40))
    #expect(log.all == ["before"], "the job read when it began, in both thread modes")
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func threadHopsCountEveryJobAndEveryHandBack(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(10)
    let queue = WorkQueue(label: "test", loop: loop)
    let main = loop.main
    queue.async { main.async {}; main.async {} }
    queue.async {}
    loop.advance(by: .milliseconds(10))
    #expect(loop.threadHops == 3, "two jobs off the main thread, one handing results back")
    let cancelled = queue.async { main.async {} }
    cancelled.cancel()
    loop.advance(by: .milliseconds(10))
    #expect(loop.threadHops == 4, "a cancelled job hands nothing back")
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func aJobCancelledAfterItStartedStillDoesItsWork(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    loop.workLatency = .milliseconds(40)
    let log = Log()
    let main = loop.main
    let item = WorkQueue(label: "test", loop: loop).async {
      log.append("file written")
      main.async { log.append("alert") }
    }
    loop.runUntilIdle()
    item.cancel()
    #expect(log.all == ["file written"], "the work began on the next turn, on any thread")
    loop.advance(by: .milliseconds(40))
    #expect(log.all == ["file written"], "only what it handed back is dropped")
    #expect(loop.appWork(scheduledSince: 0) == 0)
  }

  /// Cancels its job when freed, as a view model does in its deinit.
  final class Owner: @unchecked Sendable {
    var job: WorkItem?
    deinit { job?.cancel() }
  }

  @Test(arguments: [MainLoop.Threads.virtual, .live])
  func aJobWhoseReleaseCancelsItDoesNotWaitForItself(threads: MainLoop.Threads) {
    let loop = MainLoop(mode: .virtual)
    loop.threads = threads
    var owner: Owner? = Owner()
    let queue = WorkQueue(label: "test", loop: loop)
    owner?.job = queue.async { [owner] in _ = owner }
    owner = nil
    loop.advance(by: .milliseconds(10))
    #expect(loop.appWork(scheduledSince: 0) == 0, "the job's owner went with it, cancelling it")
  }
}
