import RxLite
import RxLiteTest
import XCTest

final class ObservableConcatTests: RxLiteTestCase {
  func testConcat_subscribesToTheNextSourceOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(30)])

    let res = scheduler.start { first.concat(second) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(250)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(second.subscriptions, [Subscription(220, 250)])
  }

  func testConcat_errorStopsTheChain() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([Recorded.error(20, testError, Int.self)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(30)])

    let res = scheduler.start { Observable.concat([first.asObservable(), second.asObservable()]) }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(second.subscriptions, [])
  }

  func testConcat_variadicAndSynchronousSources() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable.concat(Observable.of(1, 2), Observable.just(3), Observable.empty())
    }

    XCTAssertEqual(
      res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func testConcat_emptyCollectionCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.concat([]) }

    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testConcat_manySynchronousSourcesDoNotGrowTheStack() {
    let sources = (0..<10_000).map { Observable.just($0) }
    var count = 0

    _ = Observable.concat(sources).subscribe(onNext: { _ in count += 1 })

    XCTAssertEqual(count, 10_000)
  }
}
