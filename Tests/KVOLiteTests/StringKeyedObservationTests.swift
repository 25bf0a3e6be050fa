import KVOLite
import Testing

@MainActor
@Suite("String-keyed observation")
struct StringKeyedObservationTests {
  @Test("the change dictionary carries what the options ask for")
  func changeDictionary() throws {
    let counter = Counter()
    let observer = RecordingObserver()
    counter.addObserver(observer, forKeyPath: "count", options: [.new, .old], context: nil)
    counter.count = 3
    let notification = try #require(observer.received.first)
    #expect(observer.received.count == 1)
    #expect(notification.keyPath == "count")
    #expect(notification.object === counter)
    #expect(notification.kind == NSKeyValueChange.setting.rawValue)
    #expect(notification.change[.newKey] as? Int == 3)
    #expect(notification.change[.oldKey] as? Int == 0)
    #expect(notification.change[.notificationIsPriorKey] == nil)
    counter.removeObserver(observer, forKeyPath: "count")
  }

  @Test("without .new and .old the dictionary holds only the kind")
  func kindOnly() {
    let counter = Counter()
    let observer = RecordingObserver()
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.count = 1
    #expect(observer.received.map { Set($0.change.keys) } == [[.kindKey]])
    counter.removeObserver(observer, forKeyPath: "count")
  }

  @Test("initial and prior notifications, in order")
  func initialAndPrior() {
    let counter = Counter()
    counter.count = 2
    let observer = RecordingObserver()
    counter.addObserver(
      observer, forKeyPath: "count", options: [.initial, .prior, .new, .old], context: nil)
    counter.count = 5
    let summary = observer.received.map { notification in
      "prior=\(notification.isPrior) old=\(notification.change[.oldKey] as? Int ?? -1) "
        + "new=\(notification.change[.newKey] as? Int ?? -1)"
    }
    #expect(
      summary == [
        "prior=false old=-1 new=2",
        "prior=true old=2 new=-1",
        "prior=false old=2 new=5",
      ])
    counter.removeObserver(observer, forKeyPath: "count")
  }

  @Test("the context given at registration comes back with every notification")
  func context() {
    let counter = Counter()
    let observer = RecordingObserver()
    let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    defer { context.deallocate() }
    counter.addObserver(observer, forKeyPath: "count", options: [.new], context: context)
    counter.count = 1
    #expect(observer.received.map(\.context) == [context])
    counter.removeObserver(observer, forKeyPath: "count", context: context)
  }

  @Test("removeObserver stops the notifications")
  func remove() {
    let counter = Counter()
    let observer = RecordingObserver()
    counter.addObserver(observer, forKeyPath: "count", options: [.new], context: nil)
    counter.count = 1
    counter.removeObserver(observer, forKeyPath: "count")
    counter.count = 2
    #expect(observer.received.compactMap { $0.change[.newKey] as? Int } == [1])
  }

  @Test("removing with a context removes only the registration made with it")
  func removeByContext() throws {
    let counter = Counter()
    let observer = RecordingObserver()
    let first = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    let second = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    defer {
      first.deallocate()
      second.deallocate()
    }
    counter.addObserver(observer, forKeyPath: "count", context: first)
    counter.addObserver(observer, forKeyPath: "count", context: second)
    try counter.checkedRemoveObserver(observer, forKeyPath: "count", context: first)
    counter.count = 1
    #expect(observer.received.map(\.context) == [second])
    #expect(throws: KVOError.self) {
      try counter.checkedRemoveObserver(observer, forKeyPath: "count", context: first)
    }
    try counter.checkedRemoveObserver(observer, forKeyPath: "count", context: second)
  }

  @Test("removing an observer that was never added is an error")
  func removeUnregistered() {
    let counter = Counter()
    let observer = RecordingObserver()
    #expect(
      throws: KVOError.observerNotRegistered(
        observer: "RecordingObserver", keyPath: "count", type: "Counter")
    ) {
      try counter.checkedRemoveObserver(observer, forKeyPath: "count")
    }
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.removeObserver(observer, forKeyPath: "count")
    #expect(throws: KVOError.self) {
      try counter.checkedRemoveObserver(observer, forKeyPath: "count")
    }
    #expect(throws: KVOError.self) {
      try counter.checkedRemoveObserver(observer, forKeyPath: "missing")
    }
  }

  @Test("the same observer registered twice is notified twice and removed one at a time")
  func doubleRegistration() {
    let counter = Counter()
    let observer = RecordingObserver()
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.count = 1
    #expect(observer.received.count == 2)
    counter.removeObserver(observer, forKeyPath: "count")
    counter.count = 2
    #expect(observer.received.count == 3)
    counter.removeObserver(observer, forKeyPath: "count")
    counter.count = 3
    #expect(observer.received.count == 3)
  }

  @Test("an observer that is not a KVOObject adopts NSKeyValueObserving")
  func protocolObserver() {
    let counter = Counter()
    let observer = ProtocolObserver()
    counter.addObserver(observer, forKeyPath: "count", options: [.new], context: nil)
    counter.count = 8
    counter.removeObserver(observer, forKeyPath: "count")
    counter.count = 9
    #expect(observer.values == [8])
  }

  @Test("a superclass property is observable by name from the subclass")
  func inheritedKey() {
    let person = Person()
    let observer = RecordingObserver()
    person.addObserver(observer, forKeyPath: "name", options: [.new], context: nil)
    person.addObserver(observer, forKeyPath: "age", options: [.new], context: nil)
    person.name = "Grace"
    person.age = 85
    #expect(observer.received.map(\.keyPath) == ["name", "age"])
    person.removeObserver(observer, forKeyPath: "name")
    person.removeObserver(observer, forKeyPath: "age")
  }

  @Test("the observer is not retained, and a released one is skipped")
  func observerNotRetained() {
    let counter = Counter()
    var observer: RecordingObserver? = RecordingObserver()
    weak let weakObserver = observer
    if let observer { counter.addObserver(observer, forKeyPath: "count", context: nil) }
    observer = nil
    #expect(weakObserver == nil)
    counter.count = 1
  }

  @Test("typed and string-keyed observers of one property share one notification order")
  func mixedOrder() {
    let counter = Counter()
    let observer = RecordingObserver()
    var log: [String] = []
    observer.onNotification = { log.append("string-keyed") }
    let observation = counter.observe(\.count) { _, _ in log.append("typed") }
    counter.addObserver(observer, forKeyPath: "count", context: nil)
    counter.count = 1
    #expect(log == ["typed", "string-keyed"])
    counter.removeObserver(observer, forKeyPath: "count")
    _ = observation
  }
}
