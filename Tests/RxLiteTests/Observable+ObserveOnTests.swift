import RxLite
import RxLiteTest
import XCTest

final class ObservableObserveOnTests: RxLiteTestCase {
  func testObserveOn_testSchedulerDeliversOneEventPerTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(240, 3), .next(240, 4), .completed(300),
    ])

    let res = scheduler.start { xs.observe(on: scheduler) }

    XCTAssertEqual(
      res.events, [.next(211, 2), .next(241, 3), .next(242, 4), .completed(301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testObserveOn_errorIsDeliveredInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(210, testError)])

    let res = scheduler.start { xs.observe(on: scheduler) }

    XCTAssertEqual(res.events, [.next(211, 2), .error(212, testError)])
  }

  func testObserveOn_disposalDropsQueuedEvents() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3)])

    let res = scheduler.start(disposed: 221) { xs.observe(on: scheduler) }

    XCTAssertEqual(res.events, [.next(211, 2)])
  }

  func testObserveOn_mainSchedulerDeliversSynchronously() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []

    let subscription = subject.observe(on: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()

    XCTAssertEqual(received, [1, 2])
  }

  func testObserveOn_mainSchedulerDefersNestedWorkUntilTheOuterDeliveryReturns() {
    let subject = PublishSubject<Int>()
    var log: [String] = []

    let subscription = subject.observe(on: MainScheduler.instance)
      .subscribe(onNext: { value in
        log.append("begin \(value)")
        if value == 1 { subject.onNext(2) }
        log.append("end \(value)")
      })
    subject.onNext(1)
    subscription.dispose()

    XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2"])
  }

  func testObserveOn_immediateSchedulerKeepsOrderForReentrantEvents() {
    let subject = PublishSubject<Int>()
    var log: [String] = []

    let subscription = subject.observe(on: CurrentThreadScheduler.instance)
      .subscribe(onNext: { value in
        log.append("begin \(value)")
        if value < 3 { subject.onNext(value + 1) }
        log.append("end \(value)")
      })
    subject.onNext(1)
    subscription.dispose()

    XCTAssertEqual(log, ["begin 1", "end 1", "begin 2", "end 2", "begin 3", "end 3"])
  }
}
