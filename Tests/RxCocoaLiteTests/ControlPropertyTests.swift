import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("ControlProperty and controlProperty(editingEvents:getter:setter:)")
struct ControlPropertyTests {
  @Test func textSendsTheCurrentTextThenEveryUserEdit() {
    let field = TextField()
    field.text = "initial"
    var texts: [String?] = []
    let subscription = field.rx.text.subscribe(onNext: { texts.append($0) })
    field.type("a")
    field.text = "set in code"
    field.type("ab")
    #expect(texts == ["initial", "a", "ab"])
    subscription.dispose()
    #expect(field.registrationCount == 0)
  }

  @Test func changedSkipsTheCurrentValue() {
    let field = TextField()
    var texts: [String?] = []
    let subscription = field.rx.text.changed.subscribe(onNext: { texts.append($0) })
    field.type("x")
    #expect(texts == ["x"])
    subscription.dispose()
  }

  @Test func bindingSetsTheTextOnlyWhenItDiffers() {
    let field = TextField()
    let subject = PublishSubject<String?>()
    let subscription = subject.bind(to: field.rx.text)
    subject.onNext("same")
    subject.onNext("same")
    #expect(field.text == "same")
    #expect(field.renderCount == 1)
    subscription.dispose()
  }

  @Test func orEmptyReadsNilAsTheEmptyStringAndWritesThrough() {
    let field = TextField()
    field.text = nil
    var texts: [String] = []
    let subscription = field.rx.text.orEmpty.subscribe(onNext: { texts.append($0) })
    field.type("q")
    #expect(texts == ["", "q"])
    field.rx.text.orEmpty.onNext("written")
    #expect(field.text == "written")
    subscription.dispose()
  }

  @Test func selectedSegmentIndexFollowsTheUsersChoices() {
    let control = SegmentedControl(items: ["a", "b", "c"])
    control.selectedSegmentIndex = 0
    var indices: [Int] = []
    let subscription = control.rx.selectedSegmentIndex.subscribe(onNext: { indices.append($0) })
    control.select(segmentAt: 2)
    control.select(segmentAt: 1)
    #expect(indices == [0, 2, 1])
    control.rx.selectedSegmentIndex.onNext(0)
    #expect(control.selectedSegmentIndex == 0)
    #expect(indices == [0, 2, 1])
    subscription.dispose()
  }

  @Test func completesWhenTheControlIsDeallocated() {
    var field: TextField? = TextField()
    var completed = false
    let subscription = field?.rx.text.subscribe(onCompleted: { completed = true })
    field = nil
    #expect(completed)
    subscription?.dispose()
  }
}
