import RxLite
import RxLiteTest
import XCTest

final class ObservableSubscribeOnTests: RxLiteTestCase {
  func testSubscribeOn_subscribesAndUnsubscribesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.subscribe(on: scheduler) }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 251)])
  }

  func testSubscribeOn_forwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .completed(300)])

    let res = scheduler.start { xs.subscribe(on: scheduler) }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testSubscribeOn_createIsSubscribedAndDisposedOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribedAt: TestTime?
    var disposedAt: TestTime?
    let xs = Observable<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }

    let res = scheduler.start { xs.subscribe(on: scheduler) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 1001)
  }
}
