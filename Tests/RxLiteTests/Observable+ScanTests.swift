import RxLite
import RxLiteTest
import XCTest

final class ObservableScanTests: RxLiteTestCase {
  func testScan_emitsEveryIntermediateAccumulation() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])

    let res = scheduler.start { xs.scan(10) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(210, 12), .next(220, 15), .next(230, 19), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testScanInto_mutatesTheAccumulatorInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])

    let res = scheduler.start { xs.scan(into: [String]()) { $0.append($1) } }

    XCTAssertEqual(res.events, [.next(210, ["a"]), .next(220, ["a", "b"]), .completed(230)])
  }

  func testScan_throwingAccumulatorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start {
      xs.scan(0) { accumulated, value -> Int in
        if value == 3 { throw testError }
        return accumulated + value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testScan_forwardsSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, testError)])

    let res = scheduler.start { xs.scan(0, accumulator: +) }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
  }
}
