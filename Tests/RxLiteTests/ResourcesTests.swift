import RxLite
import RxLiteTest
import XCTest

final class ResourcesTests: RxLiteTestCase {
  func testLiveSubscriptionsAreCountedUntilDisposed() {
    let start = Resources.total
    let subject = PublishSubject<Int>()

    let subscription = subject.map { $0 }.filter { $0 > 0 }.subscribe(onNext: { _ in })
    XCTAssertGreaterThan(Resources.total, start)
    subscription.dispose()

    XCTAssertEqual(Resources.total, start)
  }

  func testFinishedSequencesAreNotCounted() {
    let start = Resources.total

    _ = Observable.of(1, 2, 3).map { $0 * 2 }.subscribe(onNext: { _ in })
    _ = Observable<Int>.error(testError).flatMapLatest { Observable.just($0) }.subscribe()

    XCTAssertEqual(Resources.total, start)
  }

  func testSubjectCompletionEndsItsSubscriptions() {
    let start = Resources.total
    let subject = PublishSubject<Int>()

    _ = subject.subscribe(onNext: { _ in })
    _ = subject.share(replay: 1).subscribe()
    XCTAssertGreaterThan(Resources.total, start)
    subject.onCompleted()

    XCTAssertEqual(Resources.total, start)
  }

  func testDisposeBagTeardownReturnsToZero() {
    let start = Resources.total
    let relay = BehaviorRelay(value: 0)
    let other = PublishSubject<String>()
    var bag: DisposeBag? = DisposeBag()

    if let bag {
      relay.map { $0 + 1 }.bind(onNext: { _ in }).disposed(by: bag)
      Observable.combineLatest(relay, other).subscribe().disposed(by: bag)
      relay.flatMapLatest { _ in other }.subscribe().disposed(by: bag)
    }
    XCTAssertGreaterThan(Resources.total, start)
    bag = nil

    XCTAssertEqual(Resources.total, start)
  }
}
