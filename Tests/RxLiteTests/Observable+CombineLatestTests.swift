import RxLite
import RxLiteTest
import XCTest

final class ObservableCombineLatestTests: RxLiteTestCase {
  func testCombineLatest_waitsForEverySourceThenEmitsOnEachElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([
      .next(150, 1), .next(215, 2), .next(225, 4), .completed(230),
    ])
    let b = scheduler.createHotObservable([
      .next(150, 1), .next(220, 3), .next(230, 5), .next(235, 6), .next(240, 7),
      .completed(250),
    ])

    let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }

    XCTAssertEqual(
      res.events,
      [.next(220, 5), .next(225, 7), .next(230, 9), .next(235, 10), .next(240, 11),
       .completed(250)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
  }

  func testCombineLatest_tupleForm() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, "x"), .next(230, "y"), .completed(300)])

    let res = scheduler.start { Observable.combineLatest(a, b).map { "\($0)\($1)" } }

    XCTAssertEqual(res.events, [.next(220, "1x"), .next(230, "1y"), .completed(300)])
  }

  func testCombineLatest_neverEmptyDoesNotComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([Recorded.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])

    let res = scheduler.start { Observable.combineLatest(never, empty) { $0 + $1 } }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func testCombineLatest_emptyThenElementCompletesAtThatElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

    let res = scheduler.start { Observable.combineLatest(empty, other) { $0 + $1 } }

    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 215)])
  }

  func testCombineLatest_errorTerminatesAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
    let b = scheduler.createHotObservable([.next(215, 2), .completed(300)])

    let res = scheduler.start { Observable.combineLatest(a, b) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(215, 3), .error(220, testError)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 220)])
  }

  func testCombineLatest_throwingSelectorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(215, 2), .completed(300)])

    let res = scheduler.start {
      Observable.combineLatest(a, b) { _, _ -> Int in throw testError }
    }

    XCTAssertEqual(res.events, [.error(215, testError)])
  }

  func testCombineLatest_threeSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(310)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(320)])

    let closure = scheduler.start { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }

    XCTAssertEqual(closure.events, [.next(230, 6), .next(240, 9), .completed(320)])
  }

  func testCombineLatest_threeSourcesTuple() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
    let b = scheduler.createHotObservable([.next(220, 2), .completed(300)])
    let c = scheduler.createHotObservable([.next(230, 3), .completed(300)])

    let res = scheduler.start { Observable.combineLatest(a, b, c).map { $0 * $1 * $2 } }

    XCTAssertEqual(res.events, [.next(230, 6), .completed(300)])
  }

  func testCombineLatest_collection() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createHotObservable([.next(210, 1), .completed(300)]),
      scheduler.createHotObservable([.next(220, 2), .next(230, 3), .completed(300)]),
    ]

    let arrays = scheduler.start { Observable.combineLatest(sources) }

    XCTAssertEqual(arrays.events, [.next(220, [1, 2]), .next(230, [1, 3]), .completed(300)])
  }

  func testCombineLatest_emptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }

    XCTAssertEqual(res.events, [.completed(200)])
  }
}
