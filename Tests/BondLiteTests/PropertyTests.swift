import BondLite
import Testing

@MainActor
@Suite("Property / Observable")
struct PropertyTests {
  @Test("observing sends the current value first, then every value set, equal ones too")
  func replayAndSets() {
    let count = Observable(3)
    let (recording, _) = count.record()
    count.value = 4
    count.value = 4
    count.send(5)
    #expect(recording.elements == [3, 4, 4, 5])
    #expect(count.value == 5)
  }

  @Test("a silent update changes the value without notifying")
  func silentUpdate() {
    let title = Property("a")
    let (recording, _) = title.record()
    title.silentUpdate(value: "b")
    #expect(title.value == "b")
    #expect(recording.elements == ["a"])
    let (late, _) = title.record()
    #expect(late.elements == ["b"])
  }

  @Test("a value set from an observer's replay reaches that observer too")
  func setDuringReplay() {
    let count = Observable(0)
    var received: [Int] = []
    let observation = count.observeNext { value in
      received.append(value)
      if value == 0 { count.value = 1 }
    }
    #expect(received == [0, 1])
    observation.dispose()
  }

  @Test("a deallocated property completes its observers")
  func deallocationCompletes() {
    var property: Property<Int>? = Property(1)
    let recording = Recording<Int, Never>()
    let observation = property?.observe(with: recording.observer)
    property = nil
    #expect(recording.events == [.next(1), .completed])
    #expect(observation?.isDisposed == true)
    observation?.dispose()
  }

  @Test("binding a signal to a property sets it; the binding ends with the property")
  func bindToProperty() {
    let source = PassthroughSubject<String, Never>()
    var target: Property<String>? = Property("")
    if let target { source.bind(to: target) }
    source.send("x")
    #expect(target?.value == "x")
    weak let weakTarget = target
    target = nil
    #expect(weakTarget == nil)
    source.send("y")
  }

  @Test("the read-only view reads and observes the property")
  func readOnlyView() {
    let property = Property(1)
    let view = property.readOnlyView
    let (recording, _) = view.record()
    property.value = 2
    #expect(view.value == 2)
    #expect(recording.elements == [1, 2])
  }
}
