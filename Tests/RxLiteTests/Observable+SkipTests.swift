import RxLite
import RxLiteTest
import XCTest

final class ObservableSkipTests: RxLiteTestCase {
  func testSkip_dropsTheFirstElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 6), .next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1),
      .completed(690),
    ])

    let res = scheduler.start { xs.skip(2) }

    XCTAssertEqual(res.events, [.next(270, 7), .next(280, 1), .completed(690)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
  }

  func testSkip_zeroAndMoreThanAvailable() {
    let zeroScheduler = TestScheduler(initialClock: 0)
    let xs = zeroScheduler.createHotObservable([.next(210, 1), .completed(250)])
    let zero = zeroScheduler.start { xs.skip(0) }

    let allScheduler = TestScheduler(initialClock: 0)
    let ys = allScheduler.createHotObservable([.next(210, 1), .completed(250)])
    let all = allScheduler.start { ys.skip(5) }

    XCTAssertEqual(zero.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(all.events, [.completed(250)])
  }

  func testSkip_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])

    let res = scheduler.start { xs.skip(1) }

    XCTAssertEqual(res.events, [.error(220, testError)])
  }

  func testSkipWhile_startsForwardingAtTheFirstFailure() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(250),
    ])

    let res = scheduler.start { xs.skip(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .completed(250)])
  }
}
