import RxLite
import RxLiteTest
import XCTest

final class ObservableCreationTests: RxLiteTestCase {
  func testCreate_forwardsEventsAndEnforcesTheGrammar() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposedAt: [TestTime] = []

    let res = scheduler.start {
      Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        observer.onNext(3)
        observer.onError(testError)
        return Disposables.create { disposedAt.append(scheduler.clock) }
      }
    }

    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .completed(200)])
    XCTAssertEqual(disposedAt, [200])
  }

  func testCreate_disposingRunsTheReturnedDisposableOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposals = 0

    let res = scheduler.start {
      Observable<Int>.create { observer in
        scheduler.scheduleAt(600) { observer.onNext(1) }
        scheduler.scheduleAt(1100) { observer.onNext(2) }
        return Disposables.create { disposals += 1 }
      }
    }

    XCTAssertEqual(res.events, [.next(600, 1)])
    XCTAssertEqual(disposals, 1)
  }

  func testCreate_errorEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var disposals = 0

    let res = scheduler.start {
      Observable<Int>.create { observer in
        observer.onError(testError)
        observer.onNext(1)
        return Disposables.create { disposals += 1 }
      }
    }

    XCTAssertEqual(res.events, [.error(200, testError)])
    XCTAssertEqual(disposals, 1)
  }

  func testJust_emitsTheElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.just(42) }

    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func testJust_onSchedulerEmitsOnSuccessiveTicks() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  func testEmptyNeverError() {
    let empty = TestScheduler(initialClock: 0).start { Observable<Int>.empty() }
    let never = TestScheduler(initialClock: 0).start { Observable<Int>.never() }
    let error = TestScheduler(initialClock: 0).start { Observable<Int>.error(testError) }

    XCTAssertEqual(empty.events, [.completed(200)])
    XCTAssertEqual(never.events, [])
    XCTAssertEqual(error.events, [.error(200, testError)])
  }

  func testOf_emitsInOrderThenCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.of(1, 2, 3) }

    XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)])
  }

  func testOf_onTestSchedulerEmitsOneElementPerTick() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.of(1, 2, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .completed(203)])
  }

  func testFrom_arraySequenceAndOptional() {
    var received: [String] = []
    let bag = DisposeBag()

    Observable.from([1, 2]).subscribe(onNext: { received.append("a\($0)") }).disposed(by: bag)
    Observable.from(3...4).subscribe(onNext: { received.append("s\($0)") }).disposed(by: bag)
    Observable.from(optional: 5).subscribe(onNext: { received.append("o\($0)") })
      .disposed(by: bag)
    Observable<Int>.from(optional: nil)
      .subscribe(onNext: { received.append("n\($0)") }, onCompleted: { received.append("nc") })
      .disposed(by: bag)

    XCTAssertEqual(received, ["a1", "a2", "s3", "s4", "o5", "nc"])
  }

  func testFrom_disposedMidwayStopsTheRemainingElements() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 202) {
      Observable.from([1, 2, 3, 4], scheduler: scheduler)
    }

    XCTAssertEqual(res.events, [.next(201, 1)])
  }

  func testRange_emitsConsecutiveIntegers() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.range(start: 5, count: 3) }

    XCTAssertEqual(res.events, [.next(200, 5), .next(200, 6), .next(200, 7), .completed(200)])
  }

  func testDeferred_callsTheFactoryPerSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    var invocations = 0
    let xs = scheduler.createColdObservable([.next(100, scheduler.clock), .completed(200)])

    let res = scheduler.start {
      Observable.deferred { () -> Observable<Int> in
        invocations += 1
        return xs.asObservable()
      }
    }

    XCTAssertEqual(invocations, 1)
    XCTAssertEqual(res.events, [.next(300, 0), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testDeferred_factoryErrorIsDelivered() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start {
      Observable<Int>.deferred { throw testError }
    }

    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testSynchronousSourcesInterleaveThroughTheTrampoline() {
    var received: [Int] = []

    _ = Observable.merge(Observable.of(1, 2), Observable.of(3, 4))
      .subscribe(onNext: { received.append($0) })

    XCTAssertEqual(received, [1, 3, 2, 4])
  }
}
