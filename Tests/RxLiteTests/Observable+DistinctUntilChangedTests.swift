import RxLite
import RxLiteTest
import XCTest

final class ObservableDistinctUntilChangedTests: RxLiteTestCase {
  func testDistinctUntilChanged_dropsConsecutiveDuplicates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2),
      .next(230, 2), .next(230, 1), .next(240, 2), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged() }

    XCTAssertEqual(
      res.events,
      [.next(210, 2), .next(215, 3), .next(225, 2), .next(230, 1), .next(240, 2),
       .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDistinctUntilChanged_keySelector() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 4), .next(230, 3), .next(240, 5), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged { $0 % 2 } }

    XCTAssertEqual(res.events, [.next(210, 2), .next(230, 3), .completed(250)])
  }

  func testDistinctUntilChanged_comparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged { _, _ in true } }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(250)])
  }

  func testDistinctUntilChanged_keyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "b"), .next(230, "cd"), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged(at: \.count) }

    XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "cd"), .completed(250)])
  }

  func testDistinctUntilChanged_throwingKeySelectorAndComparer() {
    let keyScheduler = TestScheduler(initialClock: 0)
    let xs = keyScheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    let keyResult = keyScheduler.start {
      xs.distinctUntilChanged { value -> Int in
        if value == 3 { throw testError }
        return value
      }
    }

    let comparerScheduler = TestScheduler(initialClock: 0)
    let ys = comparerScheduler.createHotObservable([
      .next(210, 2), .next(220, 3), .completed(250),
    ])
    let comparerResult = comparerScheduler.start {
      ys.distinctUntilChanged { _, _ -> Bool in throw testError }
    }

    XCTAssertEqual(keyResult.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(comparerResult.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
  }
}
