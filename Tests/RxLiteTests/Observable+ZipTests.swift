import RxLite
import RxLiteTest
import XCTest

final class ObservableZipTests: RxLiteTestCase {
  func testZip_pairsElementsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(240),
    ])
    let b = scheduler.createHotObservable([
      .next(150, 1), .next(215, 20), .next(235, 30), .completed(300),
    ])

    let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(215, 22), .next(235, 33), .completed(300)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])
  }

  func testZip_completesWhenEverySourceHasCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 2), .completed(220)])
    let b = scheduler.createHotObservable([.next(215, 4), .completed(225)])

    let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 225)])
  }

  func testZip_neverWithEmptyNeverCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([Recorded.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])

    let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func testZip_errorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 2), .completed(230)])
    let b = scheduler.createHotObservable([Recorded.error(220, testError, Int.self)])

    let res = scheduler.start { Observable.zip(a, b) { $0 + $1 } }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
  }

  func testZip_throwingSelectorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 4), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])

    let res = scheduler.start { Observable.zip(a, b) { _, _ -> Int in throw testError } }

    XCTAssertEqual(res.events, [.error(220, testError)])
  }

  func testZip_tuplesThreeSourcesAndCollections() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, "a"), .next(221, "b"), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, true), .completed(300)])

    let res = scheduler.start {
      Observable.zip(a, b, c).map { "\($0)\($1)\($2)" }
    }
    let pairs = TestScheduler(initialClock: 0).start {
      Observable.zip(Observable.of(1, 2, 3), Observable.of("x", "y")).map { "\($0)\($1)" }
    }
    let arrays = TestScheduler(initialClock: 0).start {
      Observable.zip([Observable.of(1, 2), Observable.of(3, 4)])
    }

    XCTAssertEqual(res.events, [.next(230, "1atrue"), .completed(300)])
    XCTAssertEqual(pairs.events, [.next(200, "1x"), .next(200, "2y"), .completed(200)])
    XCTAssertEqual(arrays.events, [.next(200, [1, 3]), .next(200, [2, 4]), .completed(200)])
  }
}
