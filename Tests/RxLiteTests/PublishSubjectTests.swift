import RxLite
import RxLiteTest
import XCTest

final class PublishSubjectTests: RxLiteTestCase {
  func testSubscribersReceiveOnlyLaterEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
      .next(410, 6), .next(520, 7), .next(630, 8), .next(710, 9), .completed(900),
    ])
    let subject = PublishSubject<Int>()
    let results = (1...3).map { _ in scheduler.createObserver(Int.self) }
    var subscriptions: [Disposable] = []
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { xs.subscribe(subject).disposed(by: bag) }
    scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results[0])) }
    scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results[1])) }
    scheduler.scheduleAt(500) { subscriptions[0].dispose() }
    scheduler.scheduleAt(600) { subscriptions.append(subject.subscribe(results[2])) }
    scheduler.scheduleAt(700) { subscriptions[1].dispose() }
    scheduler.scheduleAt(800) { subscriptions[2].dispose() }
    scheduler.start()

    XCTAssertEqual(results[0].events, [.next(340, 5), .next(410, 6)])
    XCTAssertEqual(results[1].events, [.next(410, 6), .next(520, 7), .next(630, 8)])
    XCTAssertEqual(results[2].events, [.next(630, 8), .next(710, 9)])
    XCTAssertEqual(xs.subscriptions, [Subscription(100)])
  }

  func testStopEventIsDeliveredOnceAndReplayedToLateSubscribers() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    let early = subject.subscribe { events.append($0) }

    subject.onNext(1)
    subject.onError(testError)
    subject.onNext(2)
    subject.onCompleted()
    let late = subject.subscribe { events.append($0) }

    XCTAssertEqual(events, [.next(1), .error(testError), .error(testError)])
    XCTAssertFalse(subject.hasObservers)
    early.dispose()
    late.dispose()
  }

  func testHasObserversFollowsSubscriptions() {
    let subject = PublishSubject<Int>()
    XCTAssertFalse(subject.hasObservers)

    let first = subject.subscribe(onNext: { _ in })
    let second = subject.subscribe(onNext: { _ in })
    XCTAssertTrue(subject.hasObservers)
    first.dispose()
    XCTAssertTrue(subject.hasObservers)
    second.dispose()
    XCTAssertFalse(subject.hasObservers)
  }

  func testDisposedSubjectFailsNewSubscribers() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var errors: [String] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })

    subject.dispose()
    subject.onNext(1)
    _ = subject.subscribe(onError: { errors.append("\($0)") })

    XCTAssertTrue(subject.isDisposed)
    XCTAssertEqual(received, [])
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].contains("already disposed"))
    subscription.dispose()
  }

  func testSubjectIsAnObserverAndAnObservable() {
    let source = PublishSubject<Int>()
    let target = PublishSubject<Int>()
    var received: [Int] = []
    let bag = DisposeBag()

    target.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    source.subscribe(target.asObserver()).disposed(by: bag)
    source.onNext(7)
    target.asObserver().onNext(8)

    XCTAssertEqual(received, [7, 8])
  }
}
