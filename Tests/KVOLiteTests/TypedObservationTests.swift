import KVOLite
import Testing

@MainActor
@Suite("Typed observation")
struct TypedObservationTests {
  @Test("new values arrive after each set, even an unchanged one")
  func newValues() {
    let counter = Counter()
    var received: [Int?] = []
    let observation = counter.observe(\.count, options: [.new]) { _, change in
      received.append(change.newValue)
    }
    counter.count = 1
    counter.count = 1
    counter.count = 5
    #expect(received == [1, 1, 5])
    _ = observation
  }

  @Test("without options the handler runs with neither value")
  func noOptions() {
    let counter = Counter()
    var changes: [NSKeyValueObservedChange<Int>] = []
    let observation = counter.observe(\.count) { _, change in changes.append(change) }
    counter.count = 3
    #expect(changes == [.init(kind: .setting, newValue: nil, oldValue: nil, isPrior: false)])
    _ = observation
  }

  @Test("old and new values together")
  func oldAndNew() {
    let counter = Counter()
    var pairs: [String] = []
    let observation = counter.observe(\.count, options: [.old, .new]) { _, change in
      pairs.append("\(change.oldValue ?? -1)→\(change.newValue ?? -1)")
    }
    counter.count = 2
    counter.count = 7
    #expect(pairs == ["0→2", "2→7"])
    _ = observation
  }

  @Test("initial runs once, before observe returns, with the current value and no old value")
  func initial() {
    let counter = Counter()
    counter.count = 4
    var changes: [NSKeyValueObservedChange<Int>] = []
    let observation = counter.observe(\.count, options: [.initial, .new, .old]) { _, change in
      changes.append(change)
    }
    #expect(changes == [.init(kind: .setting, newValue: 4, oldValue: nil, isPrior: false)])
    counter.count = 6
    #expect(changes.last == .init(kind: .setting, newValue: 6, oldValue: 4, isPrior: false))
    _ = observation
  }

  @Test("prior notification comes before the value changes, then the one after")
  func priorOrder() {
    let counter = Counter()
    var log: [String] = []
    let observation = counter.observe(\.count, options: [.prior, .old, .new]) { model, change in
      log.append(
        "prior=\(change.isPrior) old=\(change.oldValue.map(String.init) ?? "nil") "
          + "new=\(change.newValue.map(String.init) ?? "nil") seen=\(model.count)")
    }
    counter.count = 9
    #expect(
      log == [
        "prior=true old=0 new=nil seen=0",
        "prior=false old=0 new=9 seen=9",
      ])
    _ = observation
  }

  @Test("all prior notifications precede all after-change ones, in registration order")
  func orderAcrossObservers() {
    let counter = Counter()
    var log: [String] = []
    let first = counter.observe(\.count, options: [.prior]) { _, change in
      log.append("first \(change.isPrior ? "before" : "after")")
    }
    let second = counter.observe(\.count, options: [.prior]) { _, change in
      log.append("second \(change.isPrior ? "before" : "after")")
    }
    counter.count = 1
    #expect(log == ["first before", "second before", "first after", "second after"])
    _ = (first, second)
  }

  @Test("the handler receives the observed object with its own type")
  func typedObject() {
    let counter = Counter()
    var seen: Counter?
    let observation = counter.observe(\.count) { model, _ in seen = model }
    counter.count = 1
    #expect(seen === counter)
    _ = observation
  }

  @Test("optional properties deliver optional values")
  func optionalValues() {
    let counter = Counter()
    var received: [String??] = []
    let observation = counter.observe(\.title, options: [.new]) { _, change in
      received.append(change.newValue)
    }
    counter.title = "a"
    counter.title = nil
    #expect(received == [.some("a"), .some(nil)])
    _ = observation
  }

  @Test("a subclass observes properties declared by its superclass")
  func inheritedProperty() {
    let person = Person()
    var names: [String] = []
    let observation = person.observe(\.name, options: [.new]) { _, change in
      names.append(change.newValue ?? "")
    }
    person.name = "Ada"
    person.age = 36
    #expect(names == ["Ada"])
    _ = observation
  }

  @Test("setting a property from its own handler notifies again, nested")
  func reentrantSet() {
    let counter = Counter()
    var received: [Int] = []
    let observation = counter.observe(\.count, options: [.new]) { model, change in
      let value = change.newValue ?? 0
      received.append(value)
      if value < 3 { model.count = value + 1 }
    }
    counter.count = 1
    #expect(received == [1, 2, 3])
    #expect(counter.count == 3)
    _ = observation
  }
}
