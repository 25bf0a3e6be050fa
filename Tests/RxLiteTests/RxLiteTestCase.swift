import RxLite
import RxLiteTest
import XCTest

/// The base of every RxLite test: it checks that a test leaves no live subscription behind.
class RxLiteTestCase: XCTestCase {
  private var resourcesAtStart: Int32 = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    XCTAssertEqual(
      Resources.total, resourcesAtStart, "the test left live subscriptions behind")
    super.tearDown()
  }
}

/// An error with a readable description, for error events in tests.
struct TestError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}

let testError = TestError("test error")
let testError1 = TestError("test error 1")
let testError2 = TestError("test error 2")
