import RxLite
import RxLiteTest
import XCTest

final class BehaviorSubjectTests: RxLiteTestCase {
  func testSubscribersReceiveTheCurrentValueFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
      .next(410, 6), .next(520, 7), .next(630, 8), .next(710, 9), .completed(900),
    ])
    let subject = BehaviorSubject(value: 100)
    let results = (1...3).map { _ in scheduler.createObserver(Int.self) }
    var subscriptions: [Disposable] = []
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { xs.subscribe(subject).disposed(by: bag) }
    scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results[0])) }
    scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results[1])) }
    scheduler.scheduleAt(500) { subscriptions[0].dispose() }
    scheduler.scheduleAt(600) { subscriptions.append(subject.subscribe(results[2])) }
    scheduler.scheduleAt(700) { subscriptions[1].dispose() }
    scheduler.scheduleAt(950) { subscriptions.append(subject.subscribe(results[0])) }
    scheduler.start()

    XCTAssertEqual(
      results[0].events, [.next(300, 4), .next(340, 5), .next(410, 6), .completed(950)])
    XCTAssertEqual(
      results[1].events, [.next(400, 5), .next(410, 6), .next(520, 7), .next(630, 8)])
    XCTAssertEqual(
      results[2].events, [.next(600, 7), .next(630, 8), .next(710, 9), .completed(900)])
    subscriptions.forEach { $0.dispose() }
  }

  func testValueReflectsLatestElementAndTermination() throws {
    let subject = BehaviorSubject(value: 1)
    XCTAssertEqual(try subject.value(), 1)

    subject.onNext(2)
    XCTAssertEqual(try subject.value(), 2)
    subject.onCompleted()
    XCTAssertEqual(try subject.value(), 2)

    let failing = BehaviorSubject(value: 1)
    failing.onError(testError)
    XCTAssertThrowsError(try failing.value()) { XCTAssertEqual("\($0)", "test error") }

    let disposed = BehaviorSubject(value: 1)
    disposed.dispose()
    XCTAssertThrowsError(try disposed.value())
  }

  func testErrorIsReplayedInsteadOfTheValue() {
    let subject = BehaviorSubject(value: 1)
    var events: [Event<Int>] = []

    subject.onError(testError)
    _ = subject.subscribe { events.append($0) }

    XCTAssertEqual(events, [.error(testError)])
  }
}
