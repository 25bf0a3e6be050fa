import RxLite
import RxLiteTest
import XCTest

final class ReentrancyTests: RxLiteTestCase {
  func testEmittingFromInsideAnObserverDeliversDepthFirst() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let bag = DisposeBag()

    subject.subscribe(onNext: { value in
      log.append("a\(value)")
      if value == 1 { subject.onNext(2) }
    }).disposed(by: bag)
    subject.subscribe(onNext: { log.append("b\($0)") }).disposed(by: bag)
    subject.onNext(1)

    XCTAssertEqual(log, ["a1", "a2", "b2", "b1"])
  }

  func testObserverDisposedDuringEmissionReceivesNothingMore() {
    let subject = PublishSubject<Int>()
    var received: [String] = []
    var second: Disposable?

    let first = subject.subscribe(onNext: { value in
      received.append("first \(value)")
      second?.dispose()
    })
    second = subject.subscribe(onNext: { received.append("second \($0)") })
    subject.onNext(1)
    subject.onNext(2)

    XCTAssertEqual(received, ["first 1", "first 2"])
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testObserverDisposingItselfDuringEmission() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: Disposable?

    subscription = subject.map { $0 * 10 }.subscribe(onNext: { value in
      received.append(value)
      subscription?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)

    XCTAssertEqual(received, [10])
    XCTAssertFalse(subject.hasObservers)
  }

  func testSubscribingDuringEmissionDoesNotReceiveTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var inner: Disposable?

    let outer = subject.subscribe(onNext: { value in
      log.append("outer \(value)")
      if value == 1 { inner = subject.subscribe(onNext: { log.append("inner \($0)") }) }
    })
    subject.onNext(1)
    subject.onNext(2)

    XCTAssertEqual(log, ["outer 1", "outer 2", "inner 2"])
    outer.dispose()
    inner?.dispose()
  }

  func testCompletingFromInsideAnObserver() {
    let subject = PublishSubject<Int>()
    var events: [String] = []

    let first = subject.subscribe { event in
      events.append("first \(event)")
      if event.element == 1 { subject.onCompleted() }
    }
    let second = subject.subscribe { events.append("second \($0)") }
    subject.onNext(1)
    subject.onNext(2)

    XCTAssertEqual(
      events, ["first next(1)", "first completed", "second completed"])
    first.dispose()
    second.dispose()
  }

  func testBehaviorRelayAcceptFromItsOwnSubscriber() {
    let relay = BehaviorRelay(value: 0)
    var received: [Int] = []

    let subscription = relay.subscribe(onNext: { value in
      received.append(value)
      if value < 3 { relay.accept(value + 1) }
    })

    XCTAssertEqual(received, [0, 1, 2, 3])
    XCTAssertEqual(relay.value, 3)
    subscription.dispose()
  }

  func testDisposingTheWholeChainFromDownstreamDuringEmission() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    var received: [Int] = []
    var subscription: Disposable?

    scheduler.scheduleAt(200) {
      subscription = xs.map { $0 }.filter { _ in true }.subscribe(onNext: { value in
        received.append(value)
        if value == 2 { subscription?.dispose() }
      })
    }
    scheduler.start()

    XCTAssertEqual(received, [1, 2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
