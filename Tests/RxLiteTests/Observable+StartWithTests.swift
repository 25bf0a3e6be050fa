import RxLite
import RxLiteTest
import XCTest

final class ObservableStartWithTests: RxLiteTestCase {
  func testStartWith_emitsElementsBeforeTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .completed(250),
    ])

    let res = scheduler.start { xs.startWith(0, 1) }

    XCTAssertEqual(res.events, [.next(200, 0), .next(200, 1), .next(220, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testStartWith_chainedCallsPrependInReverseOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.completed(250, Int.self)])

    let res = scheduler.start { xs.startWith(1).startWith(2).startWith(3, 4) }

    XCTAssertEqual(
      res.events,
      [.next(200, 3), .next(200, 4), .next(200, 2), .next(200, 1), .completed(250)])
  }

  func testStartWith_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .error(230, testError)])

    let res = scheduler.start { xs.startWith(1) }

    XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}
