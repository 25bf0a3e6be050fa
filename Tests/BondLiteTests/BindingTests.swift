import BondLite
import Testing

/// A plain object to bind to.
final class Screen {
  var title: String?
  var count = 0
}

@MainActor
@Suite("bind(to:)")
struct BindingTests {
  @Test("a signal binds to a bindable of the same element type")
  func sameType() {
    let source = Observable(1)
    let target = Observable(0)
    let binding = source.bind(to: target)
    #expect(target.value == 1)
    source.value = 2
    #expect(target.value == 2)
    binding.dispose()
    source.value = 3
    #expect(target.value == 2)
  }

  @Test("a signal of non-optional elements binds to a bindable of optional ones")
  func optionalTarget() {
    let source = PassthroughSubject<String, Never>()
    let target = Observable<String?>(nil)
    source.bind(to: target)
    source.send("x")
    #expect(target.value == "x")
  }

  @Test("bind(to:setter:) holds the target weakly")
  func targetSetter() {
    let source = PassthroughSubject<Int, Never>()
    var screen: Screen? = Screen()
    if let screen {
      source.bind(to: screen) { screen, value in screen.count = value }
    }
    source.send(4)
    #expect(screen?.count == 4)
    weak let weakScreen = screen
    screen = nil
    #expect(weakScreen == nil)
    source.send(5)
  }

  @Test("a Bond applies elements to its target and holds it weakly")
  func bond() {
    let source = PassthroughSubject<String?, Never>()
    var screen: Screen? = Screen()
    var applied = 0
    if let screen {
      let bond = Bond<String?>(target: screen) { screen, title in
        applied += 1
        screen.title = title
      }
      source.bind(to: bond)
    }
    source.send("Hello")
    #expect(screen?.title == "Hello")
    screen = nil
    source.send("Gone")
    #expect(applied == 1)
  }

  @Test("a dynamic subject observes its target's value and sets it")
  func dynamicSubject() {
    let screen = Screen()
    let changes = PassthroughSubject<Void, Never>()
    let subject = DynamicSubject<Int>(
      target: screen, signal: changes.toSignal(), get: { $0.count },
      set: { screen, count in screen.count = count })
    let (recording, _) = subject.record()
    screen.count = 2
    changes.send()
    subject.send(3)
    #expect(screen.count == 3)
    Signal(sequence: [8, 9]).bind(to: subject)
    #expect(screen.count == 9)
    #expect(recording.elements == [0, 2])
  }
}
