import KVOLite
import XCTest

/// Live-observation accounting. XCTest runs these one at a time, so no other test registers
/// observations while a count is being compared.
final class KVOResourcesTests: XCTestCase {
  func testTypedObservationCountsUntilInvalidated() {
    let start = KVOResources.liveObservations
    let counter = Counter()
    let observation = counter.observe(\.count) { _, _ in }
    XCTAssertEqual(KVOResources.liveObservations, start + 1)
    observation.invalidate()
    XCTAssertEqual(KVOResources.liveObservations, start)
    observation.invalidate()
    XCTAssertEqual(KVOResources.liveObservations, start)
  }

  func testTypedObservationCountsUntilReleased() {
    let start = KVOResources.liveObservations
    let counter = Counter()
    var observation: NSKeyValueObservation? = counter.observe(\.count) { _, _ in }
    XCTAssertEqual(KVOResources.liveObservations, start + 1)
    observation = nil
    XCTAssertNil(observation)
    XCTAssertEqual(KVOResources.liveObservations, start)
  }

  func testStringKeyedRegistrationCountsUntilRemoved() {
    let start = KVOResources.liveObservations
    let counter = Counter()
    let observer = RecordingObserver()
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.addObserver(observer, forKeyPath: "title", context: nil)
    XCTAssertEqual(KVOResources.liveObservations, start + 2)
    counter.removeObserver(observer, forKeyPath: "count")
    XCTAssertEqual(KVOResources.liveObservations, start + 1)
    counter.removeObserver(observer, forKeyPath: "title")
    XCTAssertEqual(KVOResources.liveObservations, start)
  }

  func testForgottenRemovalStaysLiveWhileTheObjectLives() {
    let start = KVOResources.liveObservations
    var counter: Counter? = Counter()
    let observer = RecordingObserver()
    counter?.addObserver(observer, forKeyPath: "count", context: nil)
    let observation = counter?.observe(\.count) { _, _ in }
    XCTAssertEqual(KVOResources.liveObservations, start + 2)
    counter = nil
    XCTAssertEqual(KVOResources.liveObservations, start)
    observation?.invalidate()
    XCTAssertEqual(KVOResources.liveObservations, start)
  }

  func testFailedRegistrationsCountNothing() {
    let start = KVOResources.liveObservations
    let counter = Counter()
    XCTAssertThrowsError(try counter.checkedObserve(\.doubled) { _, _ in })
    XCTAssertThrowsError(
      try counter.checkedAddObserver(RecordingObserver(), forKeyPath: "nope", context: nil))
    XCTAssertEqual(KVOResources.liveObservations, start)
  }
}
