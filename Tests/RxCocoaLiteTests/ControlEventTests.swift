import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("ControlEvent and controlEvent(_:)")
struct ControlEventTests {
  @Test func tapEmitsOnceForEachUserTap() {
    let button = Button()
    var taps = 0
    let subscription = button.rx.tap.subscribe(onNext: { taps += 1 })
    button.tap()
    button.tap()
    #expect(taps == 2)
    subscription.dispose()
    button.tap()
    #expect(taps == 2)
  }

  @Test func eachSubscriptionRegistersOneActionAndDisposalRemovesIt() {
    let button = Button()
    #expect(button.registrationCount == 0)
    let first = button.rx.tap.subscribe()
    let second = button.rx.tap.subscribe()
    #expect(button.registrationCount == 2)
    first.dispose()
    #expect(button.registrationCount == 1)
    second.dispose()
    #expect(button.registrationCount == 0)
  }

  @Test func aDisposeBagRemovesTheActionsWhenReleased() {
    let button = Button()
    var bag: DisposeBag? = DisposeBag()
    if let bag {
      button.rx.tap.subscribe().disposed(by: bag)
      button.rx.controlEvent(.valueChanged).subscribe().disposed(by: bag)
    }
    #expect(button.registrationCount == 2)
    bag = nil
    #expect(button.registrationCount == 0)
  }

  @Test func completesWhenTheControlIsDeallocated() {
    var button: Button? = Button()
    var events: [String] = []
    let subscription = button.map { button in
      button.rx.tap.subscribe(
        onNext: { events.append("tap") }, onCompleted: { events.append("completed") },
        onDisposed: { events.append("disposed") })
    }
    button?.tap()
    button = nil
    #expect(events == ["tap", "completed", "disposed"])
    subscription?.dispose()
    #expect(events.count == 3)
  }

  @Test func listensOnlyForTheRequestedEvents() {
    let field = TextField()
    var edits = 0
    let subscription = field.rx.controlEvent(.editingChanged).subscribe(onNext: { edits += 1 })
    field.sendActions(for: .valueChanged)
    field.type("a")
    #expect(edits == 1)
    subscription.dispose()
  }

  @Test func isAnObservableForOperators() {
    let button = Button()
    var counts: [Int] = []
    let subscription = button.rx.tap.map { 1 }.subscribe(onNext: { counts.append($0) })
    button.tap()
    #expect(counts == [1])
    subscription.dispose()
  }
}
