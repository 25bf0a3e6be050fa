import RxLite
import RxLiteTest
import XCTest

final class EventTests: RxLiteTestCase {
  func testEventAccessorsAndDescription() {
    let next = Event.next(1)
    let error = Event<Int>.error(testError)
    let completed = Event<Int>.completed

    XCTAssertEqual(next.element, 1)
    XCTAssertNil(error.element)
    XCTAssertNotNil(error.error)
    XCTAssertTrue(completed.isCompleted)
    XCTAssertFalse(next.isStopEvent)
    XCTAssertTrue(error.isStopEvent)
    XCTAssertEqual(next.debugDescription, "next(1)")
    XCTAssertEqual(completed.debugDescription, "completed")
    XCTAssertEqual(next.map { "\($0)" }, .next("1"))
    XCTAssertEqual(next.map { _ -> Int in throw testError }, .error(testError))
  }

  func testErrorsCompareByDomainCodeAndDescription() {
    XCTAssertEqual(Event<Int>.error(TestError("a")), .error(TestError("a")))
    XCTAssertNotEqual(Event<Int>.error(TestError("a")), .error(TestError("b")))
    XCTAssertNotEqual(Event<Int>.error(RxError.timeout), .error(TestError("Sequence timeout.")))
    XCTAssertEqual(Event<Int>.error(RxError.timeout), .error(RxError.timeout))
    XCTAssertNotEqual(Event.next(1), .completed)
  }
}
