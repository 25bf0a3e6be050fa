import RxLite
import RxLiteTest
import XCTest

final class ObservableDoTests: RxLiteTestCase {
  func testDo_runsSideEffectsAroundEachEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])
    var log: [String] = []

    let res = scheduler.start {
      xs.do(
        onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
        onCompleted: { log.append("completed") }, afterCompleted: { log.append("after c") },
        onSubscribe: { log.append("subscribe") }, onSubscribed: { log.append("subscribed") },
        onDispose: { log.append("dispose") })
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
    XCTAssertEqual(
      log,
      ["subscribe", "subscribed", "next 2", "after 2", "next 3", "after 3", "completed",
       "after c", "dispose"])
  }

  func testDo_onErrorAndDisposalOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.error(210, testError, Int.self)])
    var log: [String] = []

    let res = scheduler.start {
      xs.do(onError: { log.append("error \($0)") }, onDispose: { log.append("dispose") })
    }

    XCTAssertEqual(res.events, [.error(210, testError)])
    XCTAssertEqual(log, ["error test error", "dispose"])
  }

  func testDo_throwingHandlerTerminatesWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start {
      xs.do(onNext: { value in
        if value == 3 { throw testError }
      })
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDo_onDisposeRunsOnExplicitDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 2)])
    var disposedAt: [TestTime] = []

    _ = scheduler.start(disposed: 300) {
      xs.do(onDispose: { disposedAt.append(scheduler.clock) })
    }

    XCTAssertEqual(disposedAt, [300])
  }
}
