import RxLite
import XCTest

/// The element path: a publish subject, `map`, `filter` and `subscribe(onNext:…)` hand each
/// other elements rather than events. These tests hold it to the grammar the event path keeps.
final class ObservableElementPathTests: RxLiteTestCase {
  func testElementsErrorsAndDisposalFollowTheGrammar() {
    let baseline = Resources.total
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject
      .map { value -> Int in
        if value == 3 { throw testError }
        return value * 10
      }
      .filter { $0 != 20 }
      .subscribe(
        onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    subject.onNext(4)
    subject.onCompleted()
    subscription.dispose()
    XCTAssertEqual(log, ["next 10", "error", "disposed"])
    XCTAssertFalse(subject.hasObservers)
    XCTAssertEqual(Resources.total, baseline)
  }

  func testCompletionReachesOnCompletedThroughTheChain() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    _ = subject.map { $0 + 1 }.filter { _ in true }.subscribe(
      onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") },
      onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onCompleted()
    subject.onNext(2)
    XCTAssertEqual(log, ["next 2", "completed", "disposed"])
    let late = subject.map { $0 }.subscribe(onCompleted: { log.append("late completed") })
    XCTAssertEqual(log.last, "late completed")
    late.dispose()
  }

  func testSubscribersAddedOrDisposedDuringDeliveryTakeEffectForTheNextElement() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    var second: Disposable?
    var late: Disposable?
    let first = subject.map { $0 }.subscribe(onNext: { value in
      log.append("first \(value)")
      second?.dispose()
      if late == nil {
        late = subject.subscribe(onNext: { log.append("late \($0)") })
      }
    })
    second = subject.subscribe(onNext: { log.append("second \($0)") })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(log, ["first 1", "first 2", "late 2"])
    first.dispose()
    late?.dispose()
  }

  func testEventObserversAndOtherSourcesMeetTheElementPath() {
    let subject = PublishSubject<Int>()
    var events: [Event<Int>] = []
    let eventObserver = subject.map { $0 * 2 }.subscribe { events.append($0) }
    subject.onNext(1)
    subject.onError(testError)
    XCTAssertEqual(events.count, 2)
    XCTAssertEqual(events.first?.element, 2)
    XCTAssertNotNil(events.last?.error)
    eventObserver.dispose()

    let behavior = BehaviorSubject(value: 5)
    var elements: [Int] = []
    let fromBehavior = behavior.map { $0 + 1 }.subscribe(onNext: { elements.append($0) })
    behavior.onNext(6)
    XCTAssertEqual(elements, [6, 7])
    fromBehavior.dispose()
  }

  func testDisposingReleasesTheSubscribersClosures() {
    final class Witness {}
    weak var released: Witness?
    let subject = PublishSubject<Int>()
    var subscription: Disposable?
    do {
      let witness = Witness()
      released = witness
      subscription = subject.filter { _ in true }.subscribe(
        onNext: { _ in _ = witness }, onError: { _ in _ = witness },
        onCompleted: { _ = witness })
    }
    XCTAssertNotNil(released)
    subscription?.dispose()
    XCTAssertNil(released)
  }
}
