import Foundation
import RxLite
import RxLiteTest
import XCTest

final class MainSchedulerTests: RxLiteTestCase {
  func testScheduleRunsImmediately() {
    var ran = false

    _ = MainScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }

    XCTAssertTrue(ran)
  }

  func testScheduleRelativeWaitsOnTheMainQueue() {
    let fired = expectation(description: "fired")
    var ran = false

    _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(10)) { _ in
      ran = true
      fired.fulfill()
      return Disposables.create()
    }
    XCTAssertFalse(ran)

    wait(for: [fired], timeout: 5)
    XCTAssertTrue(ran)
  }

  func testDisposedRelativeWorkDoesNotRun() {
    let waited = expectation(description: "waited")
    var ran = false

    let work = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(5)) { _ in
      ran = true
      return Disposables.create()
    }
    work.dispose()
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.05) { waited.fulfill() }

    wait(for: [waited], timeout: 5)
    XCTAssertFalse(ran)
  }
}
