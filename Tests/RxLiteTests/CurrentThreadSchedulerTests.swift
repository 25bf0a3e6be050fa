import RxLite
import RxLiteTest
import XCTest

final class CurrentThreadSchedulerTests: RxLiteTestCase {
  func testNestedScheduleRunsAfterTheOuterAction() {
    var log: [String] = []
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)

    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.append("outer begin")
      XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("inner")
        return Disposables.create()
      }
      log.append("outer end")
      return Disposables.create()
    }

    XCTAssertEqual(log, ["outer begin", "outer end", "inner"])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func testDisposedNestedWorkIsSkipped() {
    var ran = false

    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let nested = CurrentThreadScheduler.instance.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      nested.dispose()
      return Disposables.create()
    }

    XCTAssertFalse(ran)
  }

  func testDeepRecursionDoesNotGrowTheStack() {
    var count = 0

    _ = Observable.range(start: 0, count: 100_000).subscribe(onNext: { _ in count += 1 })

    XCTAssertEqual(count, 100_000)
  }

  func testSequenceStartedInsideJustRunsSynchronously() {
    var log: [String] = []

    _ = Observable.just(1).subscribe(
      onNext: { _ in
        _ = Observable.of(2, 3).subscribe(onNext: { log.append("inner \($0)") })
        log.append("after inner")
      },
      onCompleted: { log.append("completed") })

    XCTAssertEqual(log, ["inner 2", "inner 3", "after inner", "completed"])
  }

  func testSequenceStartedInsideAnotherSequenceWaitsForIt() {
    var log: [String] = []

    _ = Observable.of(1).subscribe(
      onNext: { _ in
        _ = Observable.of(2, 3).subscribe(onNext: { log.append("inner \($0)") })
        log.append("after inner")
      },
      onCompleted: { log.append("completed") })

    XCTAssertEqual(log, ["after inner", "inner 2", "completed", "inner 3"])
  }
}
