import RxLite
import RxLiteTest
import XCTest

final class ObservableMulticastTests: RxLiteTestCase {
  func testPublishConnectAndDisconnect() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])
    let observer = scheduler.createObserver(Int.self)
    let published = xs.publish()
    var connection: Disposable?
    let bag = DisposeBag()

    scheduler.scheduleAt(200) { published.subscribe(observer).disposed(by: bag) }
    scheduler.scheduleAt(230) { connection = published.connect() }
    scheduler.scheduleAt(260) { connection?.dispose() }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(240, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
  }

  func testRefCountConnectsForTheFirstAndDisconnectsAfterTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(270, 3)])
    let observer = scheduler.createObserver(Int.self)
    let counted = xs.replay(1).refCount()
    var subscriptions: [Disposable] = []

    scheduler.scheduleAt(220) { subscriptions.append(counted.subscribe(observer)) }
    scheduler.scheduleAt(230) { subscriptions.append(counted.subscribe(observer)) }
    scheduler.scheduleAt(250) { subscriptions[0].dispose() }
    scheduler.scheduleAt(260) { subscriptions[1].dispose() }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(240, 2), .next(240, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(220, 260)])
  }
}
