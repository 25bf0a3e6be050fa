import RxLite
import RxLiteTest
import XCTest

final class ObservableTimerTests: RxLiteTestCase {
  func testTimer_oneShotEmitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.timer(.seconds(300), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(500, 0), .completed(500)])
  }

  func testTimer_periodicTicksUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 550) {
      Observable<Int>.timer(.seconds(100), period: .seconds(150), scheduler: scheduler)
    }

    XCTAssertEqual(res.events, [.next(300, 0), .next(450, 1)])
  }

  func testInterval_ticksEveryPeriod() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }

    XCTAssertEqual(
      res.events,
      [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4),
       .next(800, 5), .next(900, 6)])
  }

  func testInterval_zeroPeriodTicksEveryProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 205) {
      Observable<Int>.interval(.seconds(0), scheduler: scheduler)
    }

    XCTAssertEqual(
      res.events, [.next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3)])
  }

  func testInterval_otherIntegerTypes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 350) {
      Observable<UInt8>.interval(.seconds(50), scheduler: scheduler)
    }

    XCTAssertEqual(res.events, [.next(250, 0), .next(300, 1)])
  }
}
