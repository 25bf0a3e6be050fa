import RxLite
import RxLiteTest
import XCTest

final class ReplaySubjectTests: RxLiteTestCase {
  func testReplaysTheBufferToNewSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(70, 1), .next(110, 2), .next(220, 3), .next(270, 4), .next(340, 5),
      .next(410, 6), .next(520, 7), .next(580, 8), .completed(600),
    ])
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    let results = (1...3).map { _ in scheduler.createObserver(Int.self) }
    var subscriptions: [Disposable] = []
    let bag = DisposeBag()

    scheduler.scheduleAt(100) { xs.subscribe(subject).disposed(by: bag) }
    scheduler.scheduleAt(300) { subscriptions.append(subject.subscribe(results[0])) }
    scheduler.scheduleAt(400) { subscriptions.append(subject.subscribe(results[1])) }
    scheduler.scheduleAt(500) { subscriptions[0].dispose() }
    scheduler.scheduleAt(700) { subscriptions.append(subject.subscribe(results[2])) }
    scheduler.start()

    XCTAssertEqual(
      results[0].events, [.next(300, 3), .next(300, 4), .next(340, 5), .next(410, 6)])
    XCTAssertEqual(
      results[1].events,
      [.next(400, 4), .next(400, 5), .next(410, 6), .next(520, 7), .next(580, 8),
       .completed(600)])
    XCTAssertEqual(results[2].events, [.next(700, 7), .next(700, 8), .completed(700)])
    subscriptions.forEach { $0.dispose() }
  }

  func testUnboundedReplaysEverythingAndZeroReplaysNothing() {
    let unbounded = ReplaySubject<Int>.createUnbounded()
    let none = ReplaySubject<Int>.create(bufferSize: 0)
    var all: [Int] = []
    var nothing: [Int] = []

    for value in 1...4 {
      unbounded.onNext(value)
      none.onNext(value)
    }
    _ = unbounded.subscribe(onNext: { all.append($0) })
    let subscription = none.subscribe(onNext: { nothing.append($0) })
    none.onNext(5)

    XCTAssertEqual(all, [1, 2, 3, 4])
    XCTAssertEqual(nothing, [5])
    subscription.dispose()
    unbounded.onCompleted()
  }

  func testDisposedSubjectFailsNewSubscribers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    var events: [Event<Int>] = []

    subject.onNext(1)
    subject.dispose()
    _ = subject.subscribe { events.append($0) }

    XCTAssertEqual(events.count, 1)
    XCTAssertNotNil(events.first?.error)
  }
}
