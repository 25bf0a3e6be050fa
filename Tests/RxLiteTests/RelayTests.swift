import RxLite
import RxLiteTest
import XCTest

final class RelayTests: RxLiteTestCase {
  func testPublishRelayEmitsAcceptedElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = PublishRelay<Int>()
    let observer = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { relay.accept(0) }
    scheduler.scheduleAt(200) { relay.subscribe(observer).disposed(by: bag) }
    scheduler.scheduleAt(300) { relay.accept(1) }
    scheduler.scheduleAt(400) { relay.accept(2) }
    scheduler.start()

    XCTAssertEqual(observer.events, [.next(300, 1), .next(400, 2)])
  }

  func testBehaviorRelayHoldsAndReplaysItsValue() {
    let scheduler = TestScheduler(initialClock: 0)
    let relay = BehaviorRelay(value: "a")
    let observer = scheduler.createObserver(String.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { relay.accept("b") }
    scheduler.scheduleAt(200) { relay.subscribe(observer).disposed(by: bag) }
    scheduler.scheduleAt(300) { relay.accept("c") }
    scheduler.start()

    XCTAssertEqual(relay.value, "c")
    XCTAssertEqual(observer.events, [.next(200, "b"), .next(300, "c")])
  }

  func testReplayRelayReplaysItsBuffer() {
    let relay = ReplayRelay<Int>.create(bufferSize: 2)
    var received: [Int] = []

    relay.accept(1)
    relay.accept(2)
    relay.accept(3)
    let subscription = relay.subscribe(onNext: { received.append($0) })
    relay.accept(4)

    XCTAssertEqual(received, [2, 3, 4])
    subscription.dispose()
  }

  func testRelaysSupportOperators() {
    let relay = BehaviorRelay(value: 1)
    var received: [Int] = []

    let subscription = relay.map { $0 * 2 }.subscribe(onNext: { received.append($0) })
    relay.accept(5)
    subscription.dispose()
    relay.accept(6)

    XCTAssertEqual(received, [2, 10])
  }
}
