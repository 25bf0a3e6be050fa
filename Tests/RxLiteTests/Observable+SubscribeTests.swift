import RxLite
import RxLiteTest
import XCTest

final class ObservableSubscribeTests: RxLiteTestCase {
  func testSubscribeClosuresRunInOrderAndOnDisposedOnce() {
    var log: [String] = []

    let subscription = Observable.of(1, 2).subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subscription.dispose()

    XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
  }

  func testOnDisposedRunsOnErrorAndOnExplicitDisposal() {
    var log: [String] = []
    let subject = PublishSubject<Int>()

    _ = Observable<Int>.error(testError).subscribe(
      onError: { log.append("error \($0)") }, onDisposed: { log.append("disposed 1") })
    let subscription = subject.subscribe(onDisposed: { log.append("disposed 2") })
    subscription.dispose()
    subscription.dispose()

    XCTAssertEqual(log, ["error test error", "disposed 1", "disposed 2"])
    XCTAssertFalse(subject.hasObservers)
  }

  func testEventClosureSubscriptionStopsAfterStopEvent() {
    var events: [Event<Int>] = []
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create()
    }

    _ = source.subscribe { events.append($0) }

    XCTAssertEqual(events, [.next(1), .completed])
  }

  func testDisposalStopsDelivery() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []

    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subject.onNext(2)

    XCTAssertEqual(received, [1])
  }

  func testSubscribeWithObjectHoldsItWeakly() {
    final class Owner {
      var received: [Int] = []
    }
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    weak let weakOwner = owner
    let subscription = subject.subscribe(
      with: owner ?? Owner(), onNext: { owner, value in owner.received.append(value) })

    subject.onNext(1)
    XCTAssertEqual(owner?.received, [1])
    owner = nil
    subject.onNext(2)

    XCTAssertNil(weakOwner)
    subscription.dispose()
  }

  func testObserverConvenienceMethodsAndAnyObserver() {
    var events: [Event<Int>] = []
    let observer = AnyObserver<Int> { events.append($0) }
    let mapped: AnyObserver<String> = observer.mapObserver { Int($0) ?? -1 }

    observer.onNext(1)
    mapped.onNext("2")
    observer.onError(testError)
    observer.onCompleted()

    XCTAssertEqual(events, [.next(1), .next(2), .error(testError), .completed])
  }
}
