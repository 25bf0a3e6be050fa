import RxLite
import RxLiteTest
import XCTest

final class ObservableRetryTests: RxLiteTestCase {
  func testRetry_countIsTheTotalNumberOfSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(5, 1), .next(10, 2), .next(15, 3), .error(20, testError),
    ])

    let res = scheduler.start { xs.retry(3) }

    XCTAssertEqual(
      res.events,
      [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2),
       .next(235, 3), .next(245, 1), .next(250, 2), .next(255, 3), .error(260, testError)])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testRetry_stopsRetryingAfterSuccess() {
    let scheduler = TestScheduler(initialClock: 0)
    var attempts = 0
    let source = Observable<Int>.deferred {
      attempts += 1
      return attempts < 3 ? .error(testError) : .just(attempts)
    }

    let res = scheduler.start { source.retry(5) }

    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
    XCTAssertEqual(attempts, 3)
  }

  func testRetry_infiniteResubscribesUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .error(150, testError)])

    let res = scheduler.start(disposed: 500) { xs.retry() }

    XCTAssertEqual(res.events, [.next(300, 1), .next(450, 1)])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 350), Subscription(350, 500)])
  }

  func testRetry_oneMeansNoRetry() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])

    let res = scheduler.start { xs.retry(1) }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
