import RxLite
import RxLiteTest
import XCTest

final class ObservableReduceTests: RxLiteTestCase {
  func testReduce_emitsTheFinalAccumulationOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(250),
    ])

    let res = scheduler.start { xs.reduce(10, accumulator: +) }

    XCTAssertEqual(res.events, [.next(250, 16), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testReduce_emptySourceEmitsTheSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.completed(250, Int.self)])

    let res = scheduler.start { xs.reduce(42, accumulator: +) }

    XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
  }

  func testReduce_mapResultAndErrors() {
    let mappedScheduler = TestScheduler(initialClock: 0)
    let xs = mappedScheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])
    let mapped = mappedScheduler.start {
      xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" })
    }

    let failedScheduler = TestScheduler(initialClock: 0)
    let ys = failedScheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let failed = failedScheduler.start { ys.reduce(0, accumulator: +) }

    XCTAssertEqual(mapped.events, [.next(250, "sum 3"), .completed(250)])
    XCTAssertEqual(failed.events, [.error(220, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }

  func testReduce_throwingMapResultTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])

    let res = scheduler.start {
      xs.reduce(0, accumulator: +, mapResult: { _ -> Int in throw testError })
    }

    XCTAssertEqual(res.events, [.error(250, testError)])
  }

  func testToArray_collectsEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .completed(250),
    ])

    let res = scheduler.start { xs.toArray() }

    XCTAssertEqual(res.events, [.next(250, [1, 2]), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testToArray_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

    let res = scheduler.start { xs.toArray() }

    XCTAssertEqual(res.events, [.error(220, testError)])
  }
}
