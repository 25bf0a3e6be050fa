import Foundation
import RxLite
import RxLiteTest
import XCTest

final class VirtualTimeSchedulerTests: RxLiteTestCase {
  func testSameTimeWorkRunsInSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []

    scheduler.scheduleAt(20) { log.append("b") }
    scheduler.scheduleAt(10) { log.append("a") }
    scheduler.scheduleAt(20) { log.append("c") }
    scheduler.start()

    XCTAssertEqual(log, ["a", "b", "c"])
    XCTAssertEqual(scheduler.clock, 20)
  }

  func testWorkForNowOrEarlierRunsOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0)
    var times: [TestTime] = []

    scheduler.scheduleAt(100) {
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
      _ = scheduler.scheduleRelative((), dueTime: .seconds(-5)) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()

    XCTAssertEqual(times, [101, 101])
  }

  func testWithoutProcessingDelayNowMeansNow() {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    var times: [TestTime] = []

    scheduler.scheduleAt(100) {
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.start()

    XCTAssertEqual(times, [100])
  }

  func testResolutionConvertsIntervalsToTicks() {
    let seconds = TestScheduler(initialClock: 0)
    let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
    var ticks: [TestTime] = []

    _ = seconds.scheduleRelative((), dueTime: .seconds(3)) { _ in
      ticks.append(seconds.clock)
      return Disposables.create()
    }
    _ = milliseconds.scheduleRelative((), dueTime: .milliseconds(500)) { _ in
      ticks.append(milliseconds.clock)
      return Disposables.create()
    }
    _ = milliseconds.scheduleRelative((), dueTime: .seconds(2)) { _ in
      ticks.append(milliseconds.clock)
      return Disposables.create()
    }
    seconds.start()
    milliseconds.start()

    XCTAssertEqual(ticks, [3, 500, 2000])
    XCTAssertEqual(seconds.now, Date(timeIntervalSince1970: 3))
  }

  func testDisposedWorkDoesNotRun() {
    let scheduler = TestScheduler(initialClock: 0)
    var ran = false

    let work = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    scheduler.start()

    XCTAssertFalse(ran)
  }

  func testAdvanceToRunsDueWorkAndSetsTheClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []

    scheduler.scheduleAt(10) { log.append(scheduler.clock) }
    scheduler.scheduleAt(30) { log.append(scheduler.clock) }
    scheduler.advanceTo(20)

    XCTAssertEqual(log, [10])
    XCTAssertEqual(scheduler.clock, 20)
    scheduler.advanceTo(30)
    XCTAssertEqual(log, [10, 30])
  }

  func testStopEndsStartAfterTheCurrentItem() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [TestTime] = []

    scheduler.scheduleAt(10) {
      log.append(10)
      scheduler.stop()
    }
    scheduler.scheduleAt(20) { log.append(20) }
    scheduler.start()

    XCTAssertEqual(log, [10])
    scheduler.start()
    XCTAssertEqual(log, [10, 20])
  }

  func testSleepMovesTheClockWithoutRunningWork() {
    let scheduler = TestScheduler(initialClock: 5)
    var ran = false

    scheduler.scheduleAt(10) { ran = true }
    scheduler.sleep(20)

    XCTAssertEqual(scheduler.clock, 25)
    XCTAssertFalse(ran)
  }

  func testSchedulePeriodicOnTheVirtualClock() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [TestTime] = []

    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(5)) {
      state in
      ticks.append(scheduler.clock)
      return state + 1
    }
    scheduler.scheduleAt(26) { periodic.dispose() }
    scheduler.start()

    XCTAssertEqual(ticks, [10, 15, 20, 25])
  }

  func testRecordedAndSubscriptionDescriptions() {
    XCTAssertEqual(Recorded.next(210, 2).debugDescription, "next(2) @ 210")
    XCTAssertEqual(Subscription(200, 300).debugDescription, "(200 : 300)")
    XCTAssertEqual(Subscription(200).debugDescription, "(200 : Infinity)")
    XCTAssertEqual(
      Recorded.events(.next(210, 1), .completed(220)),
      [Recorded.next(210, 1), Recorded.completed(220)])
  }
}
