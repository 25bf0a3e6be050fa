import RxLite
import RxLiteTest
import XCTest

final class ObservableMapTests: RxLiteTestCase {
  func testMap_transformsElementsAndForwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(300), .next(310, 4),
    ])

    let res = scheduler.start { xs.map { $0 * 10 } }

    XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMap_forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])

    let res = scheduler.start { xs.map { $0 + 1 } }

    XCTAssertEqual(res.events, [.next(210, 3), .error(230, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testMap_throwingTransformTerminatesWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .completed(240),
    ])

    let res = scheduler.start {
      xs.map { value -> Int in
        if value == 2 { throw testError }
        return value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testMap_disposedBeforeCompletionUnsubscribesAtDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(400)])

    let res = scheduler.start(disposed: 250) { xs.map { "\($0)" } }

    XCTAssertEqual(res.events, [.next(210, "1")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testMap_coldSourceIsSubscribedPerSubscriber() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

    let res = scheduler.start { xs.map { $0 * 2 } }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
