import RxLite
import RxLiteTest
import XCTest

final class ObservableMergeTests: RxLiteTestCase {
  func testFlatMap_mergesInnerSequencesAndWaitsForAllToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(230, 2), .completed(240),
    ])
    let inner = scheduler.createColdObservable([.next(5, 10), .next(25, 20), .completed(30)])

    let res = scheduler.start { xs.flatMap { value in inner.map { $0 + value } } }

    XCTAssertEqual(
      res.events,
      [.next(215, 11), .next(235, 21), .next(235, 12), .next(255, 22), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(230, 260)])
  }

  func testFlatMap_innerErrorTerminatesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
    let ok = scheduler.createColdObservable([.next(50, 1), .completed(100)])
    let failing = scheduler.createColdObservable([Recorded.error(20, testError, Int.self)])

    let res = scheduler.start { xs.flatMap { $0 == 1 ? ok : failing } }

    XCTAssertEqual(res.events, [.error(240, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(ok.subscriptions, [Subscription(210, 240)])
    XCTAssertEqual(failing.subscriptions, [Subscription(220, 240)])
  }

  func testFlatMap_throwingSelectorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(500)])
    let inner = scheduler.createColdObservable([.next(5, 1)])

    let res = scheduler.start {
      xs.flatMap { value -> TestableObservable<Int> in
        if value == 2 { throw testError }
        return inner
      }
    }

    XCTAssertEqual(res.events, [.next(215, 1), .error(220, testError)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 220)])
  }

  func testConcatMap_subscribesOneInnerAtATime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let inner = scheduler.createColdObservable([.next(10, 0), .next(20, 0), .completed(30)])

    let res = scheduler.start { xs.concatMap { value in inner.map { _ in value } } }

    XCTAssertEqual(
      res.events,
      [.next(220, 1), .next(230, 1), .next(250, 2), .next(260, 2), .completed(270)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 240), Subscription(240, 270)])
  }

  func testStaticMerge_completesWhenAllSourcesComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createHotObservable([.next(210, 1), .completed(250)])
    let b = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(270)])

    let res = scheduler.start { Observable.merge(a.asObservable(), b.asObservable()) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
    XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(b.subscriptions, [Subscription(200, 270)])
  }

  func testStaticMerge_emptyArrayCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.merge([]) }

    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testMergeOfObservables_andMaxConcurrent() {
    let scheduler = TestScheduler(initialClock: 0)
    let a = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let b = scheduler.createColdObservable([.next(10, "b"), .completed(20)])
    let xs = scheduler.createHotObservable([
      .next(210, a.asObservable()), .next(215, b.asObservable()), .completed(300),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 1) }

    XCTAssertEqual(res.events, [.next(220, "a"), .next(240, "b"), .completed(300)])
    XCTAssertEqual(a.subscriptions, [Subscription(210, 230)])
    XCTAssertEqual(b.subscriptions, [Subscription(230, 250)])
  }

  func testMerge_sourceErrorDisposesInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
    let xs = scheduler.createHotObservable([
      .next(210, inner.asObservable()), .error(250, testError),
    ])

    let res = scheduler.start { xs.merge() }

    XCTAssertEqual(res.events, [.next(220, 1), .error(250, testError)])
    XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
  }
}
