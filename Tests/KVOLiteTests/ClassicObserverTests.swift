import KVOLite
import Testing

/// An observer written as Apple's KVO guide writes one: a unique static context, a match on
/// it, and everything else passed to the superclass.
final class ContextObserver: NSKeyValueObserving {
  nonisolated(unsafe) private static var countContext = 0
  var counts: [Int] = []

  func startObserving(_ counter: Counter) {
    counter.addObserver(self, forKeyPath: "count", options: [.new], context: &Self.countContext)
  }

  func stopObserving(_ counter: Counter) {
    counter.removeObserver(self, forKeyPath: "count", context: &Self.countContext)
  }

  func observeValue(
    forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
    context: UnsafeMutableRawPointer?
  ) {
    guard context == &Self.countContext else {
      superObserveValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
    if let count = change?[.newKey] as? Int { counts.append(count) }
  }
}

@Suite("Classic observers with a context")
struct ClassicObserverTests {
  @Test("the observer handles the notifications registered with its own context")
  func ownContext() {
    let counter = Counter()
    let observer = ContextObserver()
    observer.startObserving(counter)
    counter.count = 1
    counter.count = 2
    observer.stopObserving(counter)
    counter.count = 3
    #expect(observer.counts == [1, 2])
  }

  @Test("removing the observer twice is an error, as Foundation raises")
  func removeTwice() throws {
    let counter = Counter()
    let observer = ContextObserver()
    observer.startObserving(counter)
    observer.stopObserving(counter)
    #expect(
      throws: KVOError.observerNotRegistered(
        observer: "ContextObserver", keyPath: "count", type: "Counter")
    ) {
      try counter.checkedRemoveObserver(observer, forKeyPath: "count")
    }
  }

  @Test("a notification with another context stops the program, as NSObject raises")
  func otherContext() async {
    await #expect(processExitsWith: .failure) {
      let counter = Counter()
      let observer = ContextObserver()
      counter.addObserver(observer, forKeyPath: "count", context: nil)
      counter.count = 1
      withExtendedLifetime(observer) {}
    }
  }

  @Test("removing an observer twice stops the program")
  func removeTwiceStops() async {
    await #expect(processExitsWith: .failure) {
      let counter = Counter()
      let observer = ContextObserver()
      observer.startObserving(counter)
      observer.stopObserving(counter)
      observer.stopObserving(counter)
    }
  }
}
