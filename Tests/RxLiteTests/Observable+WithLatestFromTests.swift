import RxLite
import RxLiteTest
import XCTest

final class ObservableWithLatestFromTests: RxLiteTestCase {
  func testWithLatestFrom_combinesWithTheLatestOtherElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5),
      .next(340, 6), .next(410, 7), .next(420, 8), .next(470, 9), .next(550, 10),
      .completed(590),
    ])
    let ys = scheduler.createHotObservable([
      .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400),
    ])

    let res = scheduler.start { xs.withLatestFrom(ys) { "\($0)\($1)" } }

    XCTAssertEqual(
      res.events,
      [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"),
       .next(420, "8qux"), .next(470, "9qux"), .next(550, "10qux"), .completed(590)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
  }

  func testWithLatestFrom_errorFromEitherSideTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(260, 4), .next(310, 5), .completed(590)])
    let ys = scheduler.createHotObservable([.next(255, "bar"), .error(300, testError)])

    let res = scheduler.start { xs.withLatestFrom(ys) }

    XCTAssertEqual(res.events, [.next(260, "bar"), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func testWithLatestFrom_throwingSelectorTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(260, 4), .completed(590)])
    let ys = scheduler.createHotObservable([.next(255, "bar")])

    let res = scheduler.start {
      xs.withLatestFrom(ys) { _, _ -> String in throw testError }
    }

    XCTAssertEqual(res.events, [.error(260, testError)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 260)])
  }

  func testWithLatestFrom_subscribesToTheSecondSourceFirst() {
    var order: [String] = []
    let first = Observable<Int>.create { _ in
      order.append("first")
      return Disposables.create()
    }
    let second = Observable<Int>.create { _ in
      order.append("second")
      return Disposables.create()
    }

    first.withLatestFrom(second).subscribe().dispose()

    XCTAssertEqual(order, ["second", "first"])
  }
}
