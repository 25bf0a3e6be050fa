import RxLite
import RxLiteTest
import XCTest

final class SubscriptionReleaseTests: RxLiteTestCase {
  func testDisposingReleasesTheClosuresEvenIfTheyCaptureTheDisposable() {
    final class Token {}
    let subject = PublishSubject<Int>()
    var token: Token? = Token()
    weak let weakToken = token
    var subscription: Disposable?

    subscription = subject.subscribe(onNext: { [token] _ in
      _ = token
      subscription?.dispose()
    })
    token = nil
    XCTAssertNotNil(weakToken)
    subject.onNext(1)

    XCTAssertNil(weakToken)
    XCTAssertNotNil(subscription)
  }

  func testDisposingAChainReleasesItsClosures() {
    final class Token {}
    let subject = PublishSubject<Int>()
    var token: Token? = Token()
    weak let weakToken = token

    let subscription = subject.map { [token] value -> Int in
      _ = token
      return value
    }.subscribe(onNext: { _ in })
    token = nil
    XCTAssertNotNil(weakToken)
    subscription.dispose()

    XCTAssertNil(weakToken)
  }
}
