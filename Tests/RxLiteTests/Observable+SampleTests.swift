import RxLite
import RxLiteTest
import XCTest

final class ObservableSampleTests: RxLiteTestCase {
  func testSample_emitsTheLatestElementAtEachTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 3), .next(290, 4), .next(300, 5),
      .next(310, 6), .completed(350),
    ])
    let ys = scheduler.createHotObservable([
      .next(150, ""), .next(210, "bar"), .next(250, "foo"), .next(260, "qux"),
      .next(320, "baz"), .completed(500),
    ])

    let res = scheduler.start { xs.sample(ys) }

    XCTAssertEqual(res.events, [.next(250, 3), .next(320, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 500)])
  }

  func testSample_defaultValueFillsEmptyIntervals() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(400)])
    let ys = scheduler.createHotObservable([
      .next(210, ()), .next(230, ()), .next(240, ()), .next(410, ()),
    ])

    let res = scheduler.start { xs.sample(ys, defaultValue: 0) }

    XCTAssertEqual(
      res.events, [.next(210, 0), .next(230, 2), .next(240, 0), .next(410, 0), .completed(410)])
  }

  func testSample_errorsFromEitherSideTerminate() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .error(230, testError)])
    let ys = scheduler.createHotObservable([.next(225, ()), .next(240, ())])

    let res = scheduler.start { xs.sample(ys) }

    XCTAssertEqual(res.events, [.next(225, 2), .error(230, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }
}
