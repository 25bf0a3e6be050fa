import KVOLite
import Testing

/// The Foundation-named methods stop the program on misuse, as an uncaught Foundation
/// exception would; each case runs in a child process.
@Suite("Faults stop the program")
struct KVOFaultTests {
  @Test("observing a key path that is not @Dynamic")
  func observeUnknownKeyPath() async {
    await #expect(processExitsWith: .failure) {
      let counter = Counter()
      _ = counter.observe(\.doubled) { _, _ in }
    }
  }

  @Test("adding an observer for an unknown key")
  func addObserverUnknownKey() async {
    await #expect(processExitsWith: .failure) {
      Counter().addObserver(RecordingObserver(), forKeyPath: "missing", context: nil)
    }
  }

  @Test("removing an observer that was never added")
  func removeUnregisteredObserver() async {
    await #expect(processExitsWith: .failure) {
      Counter().removeObserver(RecordingObserver(), forKeyPath: "count")
    }
  }

  @Test("a notification reaching KVOObject's own observeValue")
  func unhandledNotification() async {
    await #expect(processExitsWith: .failure) {
      let counter = Counter()
      let observer = KVOObject()
      counter.addObserver(observer, forKeyPath: "count", context: nil)
      counter.count = 1
    }
  }
}
