import RxLite
import RxLiteTest
import XCTest

final class ObservableDelayTests: RxLiteTestCase {
  func testDelay_shiftsElementsAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ])

    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(
      res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testDelay_errorIsNotDelayedAndDropsWaitingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(250, 2), .next(350, 3), .error(380, testError),
    ])

    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(350, 2), .error(380, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 380)])
  }

  func testDelay_elementsAtTheSameTimeAreSpreadByTheProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .next(250, 2), .completed(300)])

    let res = scheduler.start { xs.delay(.seconds(10), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(260, 1), .next(261, 2), .completed(310)])
  }

  func testDelay_disposalCancelsPendingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(250, 1), .next(260, 2), .completed(300)])

    let res = scheduler.start(disposed: 355) { xs.delay(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(350, 1)])
  }
}
