import RxLite
import RxLiteTest
import XCTest

final class ObservableFilterTests: RxLiteTestCase {
  func testFilter_forwardsMatchingElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(110, 1), .next(180, 2), .next(230, 3), .next(270, 4), .next(340, 5),
      .next(380, 6), .next(390, 7), .next(450, 8), .next(470, 9), .next(560, 10),
      .next(580, 11), .completed(600), .next(610, 12), .error(620, testError),
      .completed(630),
    ])

    let res = scheduler.start { xs.filter { $0.isPrime } }

    XCTAssertEqual(
      res.events,
      [.next(230, 3), .next(340, 5), .next(390, 7), .next(580, 11), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testFilter_forwardsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(230, 3), .next(270, 4), .error(300, testError), .next(340, 5),
    ])

    let res = scheduler.start { xs.filter { $0.isPrime } }

    XCTAssertEqual(res.events, [.next(230, 3), .error(300, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFilter_disposedEarly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(230, 3), .next(270, 4), .next(340, 5), .next(390, 7), .completed(600),
    ])

    let res = scheduler.start(disposed: 350) { xs.filter { $0.isPrime } }

    XCTAssertEqual(res.events, [.next(230, 3), .next(340, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
  }

  func testFilter_throwingPredicateTerminates() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(230, 3), .next(270, 4), .next(340, 5), .completed(600),
    ])

    let res = scheduler.start {
      xs.filter { value -> Bool in
        if value > 4 { throw testError }
        return value.isPrime
      }
    }

    XCTAssertEqual(res.events, [.next(230, 3), .error(340, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 340)])
  }

  func testFilter_worksOnSubjectsAndRelays() {
    let subject = PublishSubject<Int>()
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let bag = DisposeBag()

    subject.filter { $0 > 1 }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    relay.filter { $0 < 0 }.subscribe(onNext: { received.append($0) }).disposed(by: bag)
    subject.onNext(1)
    subject.onNext(2)
    relay.accept(-3)
    relay.accept(4)

    XCTAssertEqual(received, [2, -3])
  }
}

extension Int {
  /// Whether the number is prime; test data for `filter`.
  var isPrime: Bool {
    guard self > 1 else { return false }
    var divisor = 2
    while divisor * divisor <= self {
      if self % divisor == 0 { return false }
      divisor += 1
    }
    return true
  }
}
