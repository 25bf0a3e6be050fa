import RxLite
import RxLiteTest
import XCTest

final class ObservableTakeTests: RxLiteTestCase {
  private func source(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(70, 6), .next(150, 4), .next(210, 9), .next(230, 13), .next(270, 7),
      .next(280, 1), .next(300, -1), .next(310, 3), .completed(690),
    ])
  }

  func testTake_completesAfterCountElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start { xs.take(3) }

    XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testTake_moreThanAvailableForwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start { xs.take(20) }

    XCTAssertEqual(res.events.count, 7)
    XCTAssertEqual(res.events.last, .completed(690))
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 690)])
  }

  func testTake_zeroDoesNotSubscribe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start { xs.take(0) }

    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testTake_forwardsErrorBeforeCount() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 9), .error(220, testError)])

    let res = scheduler.start { xs.take(3) }

    XCTAssertEqual(res.events, [.next(210, 9), .error(220, testError)])
  }

  func testTakeWhile_exclusiveAndInclusive() {
    let exclusiveScheduler = TestScheduler(initialClock: 0)
    let xs = source(exclusiveScheduler)
    let exclusive = exclusiveScheduler.start { xs.take(while: { $0 > 2 }) }

    let inclusiveScheduler = TestScheduler(initialClock: 0)
    let ys = source(inclusiveScheduler)
    let inclusive = inclusiveScheduler.start {
      ys.take(while: { $0 > 2 }, behavior: .inclusive)
    }

    XCTAssertEqual(
      exclusive.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(280)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    XCTAssertEqual(
      inclusive.events,
      [.next(210, 9), .next(230, 13), .next(270, 7), .next(280, 1), .completed(280)])
  }

  func testTakeWhile_throwingPredicateTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)

    let res = scheduler.start {
      xs.take(while: { value -> Bool in
        if value == 13 { throw testError }
        return true
      })
    }

    XCTAssertEqual(res.events, [.next(210, 9), .error(230, testError)])
  }

  func testTakeUntil_completesWhenOtherEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = source(scheduler)
    let other = scheduler.createHotObservable([.next(275, "stop"), .completed(400)])

    let res = scheduler.start { xs.take(until: other) }

    XCTAssertEqual(res.events, [.next(210, 9), .next(230, 13), .next(270, 7), .completed(275)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 275)])
  }
}
