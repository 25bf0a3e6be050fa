import MainLoop
import Testing

@Suite("MainLoop in virtual time")
struct MainLoopTests {
  @Test func workRunsOnlyWhenTimeReachesIt() {
    let loop = MainLoop()
    var fired: [String] = []
    loop.schedule(after: .milliseconds(500)) { fired.append("late") }
    loop.schedule(after: .milliseconds(100)) { fired.append("early") }
    loop.advance(by: .milliseconds(99))
    #expect(fired.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(fired == ["early"])
    loop.advance(by: .seconds(1))
    #expect(fired == ["early", "late"])
    #expect(loop.now == .milliseconds(1100))
  }

  @Test func sameInstantRunsInSchedulingOrder() {
    let loop = MainLoop()
    var fired: [Int] = []
    for i in 0..<5 { loop.schedule(after: .milliseconds(10)) { fired.append(i) } }
    loop.advance(by: .milliseconds(10))
    #expect(fired == [0, 1, 2, 3, 4])
  }

  @Test func jobsATimerQueuesRunBeforeTheNextTimerDueThen() {
    let loop = MainLoop()
    var log: [String] = []
    loop.schedule(after: .milliseconds(500)) {
      log.append("wait ends")
      loop.scheduleJob {
        log.append("task resumes")
        loop.scheduleJob { log.append("task hops") }
      }
    }
    loop.schedule(after: .milliseconds(500)) { log.append("answer lands") }
    loop.scheduleJob { log.append("job now") }
    loop.advance(by: .milliseconds(500))
    #expect(log == ["job now", "wait ends", "task resumes", "task hops", "answer lands"])
  }

  @Test func workSeesItsOwnDueTimeAsNow() {
    let loop = MainLoop()
    var seen: Duration?
    loop.schedule(after: .milliseconds(250)) { seen = loop.now }
    loop.advance(by: .seconds(2))
    #expect(seen == .milliseconds(250))
  }

  @Test func workScheduledFromWorkRunsWhenDue() {
    let loop = MainLoop()
    var fired: [Duration] = []
    loop.schedule(after: .milliseconds(100)) {
      fired.append(loop.now)
      loop.schedule(after: .milliseconds(100)) { fired.append(loop.now) }
      loop.schedule { fired.append(loop.now) }
    }
    loop.advance(by: .milliseconds(300))
    #expect(fired == [.milliseconds(100), .milliseconds(100), .milliseconds(200)])
  }

  @Test func cancelledWorkNeverRuns() {
    let loop = MainLoop()
    var fired = false
    let work = loop.schedule(after: .milliseconds(10)) { fired = true }
    #expect(loop.pendingCount == 1)
    work.cancel()
    #expect(loop.pendingCount == 0)
    loop.advance(by: .seconds(1))
    #expect(!fired)
  }

  @Test func runUntilIdleDoesNotMoveTime() {
    let loop = MainLoop()
    var fired: [String] = []
    loop.schedule { fired.append("now") }
    loop.schedule(after: .milliseconds(1)) { fired.append("later") }
    loop.runUntilIdle()
    #expect(fired == ["now"])
    #expect(loop.now == .zero)
  }

  @Test func inboxWorkFromAnotherThreadRunsOnTheNextTurn() async {
    let loop = MainLoop()
    let inbox = loop.inbox
    let box = Counter()
    await Task.detached { inbox.post(InboxWork { box.value += 1 }) }.value
    #expect(box.value == 0)
    loop.runUntilIdle()
    #expect(box.value == 1)
  }

  @Test func callbackDeliversValuesPostedFromOtherThreads() async {
    let loop = MainLoop()
    var received: [Int] = []
    let callback = MainLoopCallback<Int>(loop: loop) { received.append($0) }
    await Task.detached { callback.deliver(7) }.value
    loop.runUntilIdle()
    #expect(received == [7])
  }

  @Test func liveModeWaitsForDueWork() {
    let loop = MainLoop(mode: .live)
    var fired = false
    loop.schedule(after: .milliseconds(20)) { fired = true }
    loop.run(for: .milliseconds(200))
    #expect(fired)
    #expect(loop.now >= .milliseconds(20))
  }
}

private final class Counter: @unchecked Sendable {
  var value = 0
}

@Suite("MainLoop cancellation")
struct MainLoopCancellationTests {
  @Test func cancellingReleasesWhatTheWorkCapturedAtOnce() {
    let loop = MainLoop()
    var captured: Probe? = Probe()
    weak let weakProbe = captured
    let work = loop.schedule(after: .seconds(10)) { [captured] in _ = captured }
    captured = nil
    #expect(weakProbe != nil)
    work.cancel()
    #expect(weakProbe == nil)
  }

  @Test func workThatRanIsReleasedToo() {
    let loop = MainLoop()
    var captured: Probe? = Probe()
    weak let weakProbe = captured
    let work = loop.schedule { [captured] in _ = captured }
    captured = nil
    loop.runUntilIdle()
    #expect(weakProbe == nil)
    #expect(work.isCancelled)
  }
}

private final class Probe {}
