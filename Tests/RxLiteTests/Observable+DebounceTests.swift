import RxLite
import RxLiteTest
import XCTest

final class ObservableDebounceTests: RxLiteTestCase {
  func testDebounce_allElementsPassWhenSpacedOut() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(240, 2), .next(270, 3), .next(300, 4),
      .completed(400),
    ])

    let res = scheduler.start { xs.debounce(.seconds(20), scheduler: scheduler) }

    XCTAssertEqual(
      res.events,
      [.next(230, 1), .next(260, 2), .next(290, 3), .next(320, 4), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testDebounce_burstsEmitOnlyTheirLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(300, 4), .next(305, 5),
      .completed(500),
    ])

    let res = scheduler.start { xs.debounce(.seconds(30), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(260, 3), .next(335, 5), .completed(500)])
  }

  func testDebounce_pendingElementIsFlushedOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])

    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(230, 2), .completed(230)])
  }

  func testDebounce_errorDropsThePendingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDebounce_millisecondsAtMillisecondResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(400, "ab"), .completed(950)])

    let res = scheduler.start { xs.debounce(.milliseconds(500), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(900, "ab"), .completed(950)])
  }
}
