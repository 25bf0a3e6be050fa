import KVOLite
import Testing

@MainActor
@Suite("Key path errors")
struct KeyPathErrorTests {
  @Test("a stored property without @Dynamic is not observable")
  func plainProperty() {
    let counter = Counter()
    #expect(throws: KVOError.self) {
      _ = try counter.checkedObserve(\.plain) { _, _ in }
    }
    #expect(throws: KVOError.unknownKeyPath(keyPath: "plain", type: "Counter")) {
      try counter.checkedAddObserver(RecordingObserver(), forKeyPath: "plain", context: nil)
    }
  }

  @Test("a computed property is not observable, even one reading a @Dynamic property")
  func computedProperty() {
    let counter = Counter()
    #expect(throws: KVOError.self) {
      _ = try counter.checkedObserve(\.doubled) { _, _ in }
    }
  }

  @Test("a settable computed property forwarding to a @Dynamic one is not observable")
  func settableComputedProperty() {
    let model = Aliased()
    #expect(throws: KVOError.self) {
      _ = try model.checkedObserve(\.alias) { _, _ in }
    }
  }

  @Test("a key path through another object is not observable")
  func nestedKeyPath() {
    let holder = Holder()
    #expect(throws: KVOError.self) {
      _ = try holder.checkedObserve(\.counter.count) { _, _ in }
    }
    #expect(throws: KVOError.self) {
      _ = try holder.checkedObserve(\.fixed.count) { _, _ in }
    }
    #expect(throws: KVOError.unknownKeyPath(keyPath: "counter.count", type: "Holder")) {
      try holder.checkedAddObserver(RecordingObserver(), forKeyPath: "counter.count", context: nil)
    }
  }

  @Test("a property holding an object is observable itself")
  func objectProperty() throws {
    let holder = Holder()
    var replaced = 0
    let observation = try holder.checkedObserve(\.counter) { _, _ in replaced += 1 }
    holder.counter = Counter()
    #expect(replaced == 1)
    _ = observation
  }

  @Test("the error describes the class and the key path")
  func description() {
    let error = KVOError.unknownKeyPath(keyPath: "missing", type: "Counter")
    #expect(error.description.contains("Counter"))
    #expect(error.description.contains("\"missing\""))
    let removal = KVOError.observerNotRegistered(
      observer: "RecordingObserver", keyPath: "count", type: "Counter")
    #expect(
      removal.description
        == "Cannot remove an observer <RecordingObserver> for the key path \"count\" from "
        + "<Counter> because it is not registered as an observer.")
  }

  @Test("a failed observation registers nothing")
  func failedObservationLeavesNoRegistration() throws {
    let counter = Counter()
    _ = try? counter.checkedObserve(\.doubled) { _, _ in }
    var received = 0
    let observation = try counter.checkedObserve(\.count) { _, _ in received += 1 }
    counter.count = 1
    #expect(received == 1)
    _ = observation
  }
}
