import KVOLite
import Testing

@MainActor
@Suite("Observation lifetime")
struct ObservationLifetimeTests {
  @Test("invalidate stops the notifications, and invalidating twice is harmless")
  func invalidate() {
    let counter = Counter()
    var received: [Int] = []
    let observation = counter.observe(\.count, options: [.new]) { _, change in
      received.append(change.newValue ?? -1)
    }
    counter.count = 1
    observation.invalidate()
    observation.invalidate()
    counter.count = 2
    #expect(received == [1])
  }

  @Test("releasing the token stops the notifications")
  func release() {
    let counter = Counter()
    var received: [Int] = []
    var observation: NSKeyValueObservation? = counter.observe(\.count, options: [.new]) {
      _, change in received.append(change.newValue ?? -1)
    }
    counter.count = 1
    observation = nil
    counter.count = 2
    #expect(received == [1])
    #expect(observation == nil)
  }

  @Test("an observation invalidated by another handler during a change gets nothing more")
  func invalidatedDuringNotification() {
    let counter = Counter()
    var log: [String] = []
    var second: NSKeyValueObservation?
    let first = counter.observe(\.count, options: [.prior]) { _, change in
      log.append("first \(change.isPrior)")
      second?.invalidate()
    }
    second = counter.observe(\.count, options: [.prior]) { _, change in
      log.append("second \(change.isPrior)")
    }
    counter.count = 1
    #expect(log == ["first true", "first false"])
    _ = first
  }

  @Test("an observation added during a change is not notified of that change")
  func addedDuringNotification() {
    let counter = Counter()
    var late: NSKeyValueObservation?
    var lateValues: [Int] = []
    let first = counter.observe(\.count, options: [.new]) { model, _ in
      guard late == nil else { return }
      late = model.observe(\.count, options: [.new]) { _, change in
        lateValues.append(change.newValue ?? -1)
      }
    }
    counter.count = 1
    counter.count = 2
    #expect(lateValues == [2])
    _ = first
  }

  @Test("the token does not keep the observed object alive")
  func tokenDoesNotRetainObject() {
    var counter: Counter? = Counter()
    weak let weakCounter = counter
    let observation = counter?.observe(\.count) { _, _ in }
    counter = nil
    #expect(weakCounter == nil)
    observation?.invalidate()
  }

  @Test("tokens are equal only to themselves")
  func identity() {
    let counter = Counter()
    let first = counter.observe(\.count) { _, _ in }
    let second = counter.observe(\.count) { _, _ in }
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }
}
