import RxLite
import RxLiteTest
import XCTest

final class ObservableCatchTests: RxLiteTestCase {
  func testCatch_continuesWithTheHandlersSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])
    let ys = scheduler.createColdObservable([.next(10, 3), .completed(20)])
    var caught: [String] = []

    let res = scheduler.start {
      xs.catch { error in
        caught.append("\(error)")
        return ys.asObservable()
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(250)])
    XCTAssertEqual(caught, ["test error"])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(230, 250)])
  }

  func testCatch_completionPassesThrough() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(230)])

    let res = scheduler.start { xs.catch { _ in .just(-1) } }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(230)])
  }

  func testCatch_throwingHandlerTerminatesWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError1)])

    let res = scheduler.start { xs.catch { _ in throw testError2 } }

    XCTAssertEqual(res.events, [.next(210, 2), .error(230, testError2)])
  }

  func testCatchAndReturn_completesWithTheElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(230, testError)])

    let res = scheduler.start { xs.catchAndReturn(-1) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(230, -1), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}
