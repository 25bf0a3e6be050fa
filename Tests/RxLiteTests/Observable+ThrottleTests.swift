import RxLite
import RxLiteTest
import XCTest

final class ObservableThrottleTests: RxLiteTestCase {
  private func source(_ scheduler: TestScheduler, end: TestTime = 500)
    -> TestableObservable<Int>
  {
    scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5),
      .next(410, 6), .next(450, 7), .completed(end),
    ])
  }

  func testThrottle_latestEmitsTheLastElementOfEachWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

    XCTAssertEqual(
      res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testThrottle_completionAfterTheWindowIsNotDelayed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler, end: 900)

    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

    XCTAssertEqual(
      res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
  }

  func testThrottle_notLatestDropsElementsInsideTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start {
      xs.throttle(.seconds(200), latest: false, scheduler: scheduler)
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
  }

  func testThrottle_errorIsForwardedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(250, 3), .error(410, testError),
    ])

    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(210, 2), .error(410, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
  }
}
