import RxLite
import RxLiteTest
import XCTest

final class TestSchedulerTests: RxLiteTestCase {
  func testStartUsesTheDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    var createdAt: TestTime?

    let res = scheduler.start { () -> Observable<TestTime> in
      createdAt = scheduler.clock
      return .just(scheduler.clock)
    }

    XCTAssertEqual(createdAt, TestScheduler.Defaults.created)
    XCTAssertEqual(res.events, [.next(200, 100), .completed(200)])
    XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
    XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
  }

  func testStartWithExplicitTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(310, 1), .next(350, 2), .next(420, 3)])

    let res = scheduler.start(created: 50, subscribed: 300, disposed: 400) { xs }

    XCTAssertEqual(res.events, [.next(310, 1), .next(350, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(300, 400)])
  }

  func testHotObservableEmitsAtAbsoluteTimesToCurrentSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(100, 1), .next(300, 2), .completed(500)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?

    scheduler.scheduleAt(200) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(400) { subscription?.dispose() }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(300, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(xs.recordedEvents.count, 3)
  }

  func testColdObservableEmitsRelativeToEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { xs.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(150) { xs.subscribe(second).disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(first.events, [.next(110, "a"), .completed(120)])
    XCTAssertEqual(second.events, [.next(160, "a"), .completed(170)])
    XCTAssertEqual(xs.subscriptions, [Subscription(100), Subscription(150)])
  }

  func testColdObservableStopsAfterDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(30, 2)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: Disposable?

    scheduler.scheduleAt(100) { subscription = xs.subscribe(observer) }
    scheduler.scheduleAt(120) { subscription?.dispose() }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(110, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(100, 120)])
  }

  func testTestableObserverRecordsTheClock() {
    let scheduler = TestScheduler(initialClock: 42)
    let observer = scheduler.createObserver(Int.self)

    observer.onNext(1)
    scheduler.advanceTo(50)
    observer.onCompleted()

    XCTAssertEqual(observer.events, [.next(42, 1), .completed(50)])
  }
}
