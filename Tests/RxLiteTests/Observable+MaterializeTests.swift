import RxLite
import RxLiteTest
import XCTest

final class ObservableMaterializeTests: RxLiteTestCase {
  func testMaterialize_turnsEventsIntoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])

    let res = scheduler.start { xs.materialize() }

    XCTAssertEqual(
      res.events, [.next(210, .next(2)), .next(220, .error(testError)), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDematerialize_turnsElementsBackIntoEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event.next(2)), .next(220, Event<Int>.completed), .next(230, .next(3)),
    ])

    let res = scheduler.start { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
