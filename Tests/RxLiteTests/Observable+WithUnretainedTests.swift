import RxLite
import RxLiteTest
import XCTest

final class ObservableWithUnretainedTests: RxLiteTestCase {
  private final class Owner {
    var received: [Int] = []
  }

  func testWithUnretainedPairsElementsWithTheObjectUntilItIsGone() {
    let subject = PublishSubject<Int>()
    var owner: Owner? = Owner()
    var events: [String] = []
    let subscription = subject.withUnretained(owner ?? Owner())
      .subscribe(
        onNext: { object, value in object.received.append(value) },
        onCompleted: { events.append("completed") })

    subject.onNext(1)
    XCTAssertEqual(owner?.received, [1])
    owner = nil
    subject.onNext(2)

    XCTAssertEqual(events, ["completed"])
    subscription.dispose()
  }
}
