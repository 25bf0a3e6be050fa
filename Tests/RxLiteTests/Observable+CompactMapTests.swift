import RxLite
import RxLiteTest
import XCTest

final class ObservableCompactMapTests: RxLiteTestCase {
  func testCompactMap_dropsNilResults() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240),
    ])

    let res = scheduler.start { xs.compactMap { Int($0) } }

    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func testCompactMap_throwingTransformTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(240)])

    let res = scheduler.start {
      xs.compactMap { value -> Int? in
        if value == 2 { throw testError }
        return nil
      }
    }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
