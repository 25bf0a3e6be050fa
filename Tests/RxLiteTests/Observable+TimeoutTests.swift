import RxLite
import RxLiteTest
import XCTest

final class ObservableTimeoutTests: RxLiteTestCase {
  func testTimeout_failsWithRxErrorTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(250, 2), .next(400, 3)])

    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(250, 2), .error(350, RxError.timeout)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
  }

  func testTimeout_switchesToTheOtherSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(130, 2), .next(310, 3), .next(400, 4), .completed(500),
    ])
    let ys = scheduler.createColdObservable([
      .next(50, -1), .next(200, -2), .next(310, -3), .completed(320),
    ])

    let res = scheduler.start { xs.timeout(.seconds(100), other: ys, scheduler: scheduler) }

    XCTAssertEqual(
      res.events, [.next(350, -1), .next(500, -2), .next(610, -3), .completed(620)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(300, 620)])
  }

  func testTimeout_elementsInTimeResetTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 1), .next(320, 2), .next(400, 3), .completed(450),
    ])

    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(250, 1), .next(320, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testTimeout_sourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.error(250, testError, Int.self)])

    let res = scheduler.start { xs.timeout(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.error(250, testError)])
  }
}
