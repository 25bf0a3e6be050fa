import RxCocoaLite
import RxLite
import RxLiteTest
import XCTest

/// Driver semantics in virtual time, RxTest style: a driver built under
/// `SharingScheduler.mock` delivers on the test scheduler, one tick after its source.
final class DriverRxTestTests: XCTestCase {
  private struct Failure: Error {}

  private var resourcesAtStart: Int32 = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    XCTAssertEqual(Resources.total, resourcesAtStart, "the test left live subscriptions behind")
    super.tearDown()
  }

  func testAsDriverDeliversOnTheSharingSchedulerAndReplacesTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(230, Failure()),
    ])
    let observer = scheduler.createObserver(Int.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: -1)
      scheduler.scheduleAt(200) {
        _ = driver.asObservable().subscribe(observer)
      }
      scheduler.start()
    }
    XCTAssertEqual(
      observer.events, [.next(211, 2), .next(221, 3), .next(231, -1), .completed(231)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testSharesOneSubscriptionAndReplaysTheLatestElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(310, 3), .next(410, 4), .completed(500),
    ])
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [Disposable] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: 0)
      scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(early)) }
      scheduler.scheduleAt(300) { subscriptions.append(driver.asObservable().subscribe(late)) }
      scheduler.scheduleAt(400) { subscriptions[0].dispose() }
      scheduler.start()
    }
    XCTAssertEqual(early.events, [.next(211, 1), .next(221, 2), .next(311, 3)])
    XCTAssertEqual(late.events, [.next(300, 2), .next(311, 3), .next(411, 4), .completed(501)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testReconnectsAfterTheLastObserverLeaves() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
    let first = scheduler.createObserver(String.self)
    let second = scheduler.createObserver(String.self)
    var subscriptions: [Disposable] = []
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: "")
      scheduler.scheduleAt(200) { subscriptions.append(driver.asObservable().subscribe(first)) }
      scheduler.scheduleAt(300) { subscriptions[0].dispose() }
      scheduler.scheduleAt(400) { subscriptions.append(driver.asObservable().subscribe(second)) }
      scheduler.scheduleAt(500) { subscriptions[1].dispose() }
      scheduler.start()
    }
    XCTAssertEqual(first.events, [.next(211, "a"), .next(221, "b")])
    XCTAssertEqual(second.events, [.next(411, "a"), .next(421, "b")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(400, 500)])
  }

  func testDebounceRunsOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "r"), .next(250, "ra"), .next(400, "ram"), .completed(700),
    ])
    let observer = scheduler.createObserver(String.self)
    SharingScheduler.mock(scheduler: scheduler) {
      let driver = xs.asDriver(onErrorJustReturn: "").debounce(.seconds(100))
      scheduler.scheduleAt(200) { _ = driver.asObservable().subscribe(observer) }
      scheduler.start()
    }
    XCTAssertEqual(
      observer.events, [.next(351, "ra"), .next(501, "ram"), .completed(701)])
  }
}
