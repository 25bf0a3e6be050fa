import RxLite
import RxLiteTest
import XCTest

final class ObservableSwitchTests: RxLiteTestCase {
  func testFlatMapLatest_disposesThePreviousInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(300, 0), .next(400, 1), .completed(500),
    ])
    let inners = [
      scheduler.createColdObservable([
        .next(10, 100), .next(50, 101), .next(150, 102), .completed(200),
      ]),
      scheduler.createColdObservable([.next(10, 200), .next(30, 201), .completed(60)]),
    ]

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(
      res.events,
      [.next(310, 100), .next(350, 101), .next(410, 200), .next(430, 201), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(inners[0].subscriptions, [Subscription(300, 400)])
    XCTAssertEqual(inners[1].subscriptions, [Subscription(400, 460)])
  }

  func testFlatMapLatest_completesAfterTheLatestInnerCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 0), .completed(310)])
    let inner = scheduler.createColdObservable([.next(20, 1), .completed(50)])

    let res = scheduler.start { xs.flatMapLatest { _ in inner } }

    XCTAssertEqual(res.events, [.next(320, 1), .completed(350)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(inner.subscriptions, [Subscription(300, 350)])
  }

  func testFlatMapLatest_innerErrorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 0), .completed(500)])
    let inner = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])

    let res = scheduler.start { xs.flatMapLatest { _ in inner } }

    XCTAssertEqual(res.events, [.next(310, 1), .error(320, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(inner.subscriptions, [Subscription(300, 320)])
  }

  func testFlatMapLatest_throwingSelectorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .completed(500)])
    let inner = scheduler.createColdObservable([.next(10, 1)])

    let res = scheduler.start {
      xs.flatMapLatest { value -> TestableObservable<Int> in
        if value == 1 { throw testError }
        return inner
      }
    }

    XCTAssertEqual(res.events, [.next(310, 1), .error(400, testError)])
    XCTAssertEqual(inner.subscriptions, [Subscription(300, 400)])
  }

  func testSwitchLatest_switchesToTheNewestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(310, "a"), .next(330, "stale")])
    let second = scheduler.createHotObservable([.next(340, "b"), .completed(350)])
    let xs = scheduler.createHotObservable([
      .next(300, first.asObservable()), .next(320, second.asObservable()), .completed(400),
    ])

    let res = scheduler.start { xs.switchLatest() }

    XCTAssertEqual(res.events, [.next(310, "a"), .next(340, "b"), .completed(400)])
    XCTAssertEqual(first.subscriptions, [Subscription(300, 320)])
    XCTAssertEqual(second.subscriptions, [Subscription(320, 350)])
  }
}
