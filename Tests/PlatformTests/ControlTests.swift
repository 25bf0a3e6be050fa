import Testing
import UIKitLite

@MainActor
@Suite("Controls")
struct ControlTests {
  @Test func tapSendsTouchUpInsideToTargetsInOrder() {
    let button = Button(identifier: "go", title: "Go")
    let target = Recorder()
    button.addTarget(target, action: Recorder.first, for: .touchUpInside)
    button.addTarget(target, action: Recorder.second, for: .touchUpInside)
    #expect(button.tap())
    #expect(target.calls == ["first", "second"])
  }

  @Test func disabledOrHiddenButtonIgnoresTaps() {
    let button = Button(identifier: "go")
    let target = Recorder()
    button.addTarget(target, action: Recorder.first, for: .touchUpInside)
    button.isEnabled = false
    #expect(!button.tap())
    button.isEnabled = true
    button.isHidden = true
    #expect(!button.tap())
    #expect(target.calls.isEmpty)
  }

  @Test func controlsInsideAHiddenViewIgnoreTouches() {
    let container = View(identifier: "panel")
    let button = Button(identifier: "retry")
    let field = TextField(identifier: "name")
    let segments = SegmentedControl(identifier: "mode", items: ["a", "b"])
    let item = TabBarItem(title: "Start", tag: 0)
    let bar = TabBar(identifier: "tabs", items: [item])
    let inner = View()
    for view in [button, field, segments, bar] as [View] { inner.addSubview(view) }
    container.addSubview(inner)
    let target = Recorder()
    button.addTarget(target, action: Recorder.first, for: .touchUpInside)
    container.isHidden = true
    #expect(!button.isHitTestable)
    #expect(!button.tap())
    #expect(!field.type("typed"))
    #expect(!segments.select(segmentAt: 1))
    #expect(!bar.select(item))
    #expect(target.calls.isEmpty)
    container.isHidden = false
    #expect(button.isHitTestable)
    #expect(button.tap())
    #expect(target.calls == ["first"])
  }

  @Test func targetsAreHeldWeakly() {
    let button = Button()
    var target: Recorder? = Recorder()
    weak let weakTarget = target
    if let target { button.addTarget(target, action: Recorder.first, for: .touchUpInside) }
    target = nil
    #expect(weakTarget == nil)
    #expect(button.tap())
    #expect(button.registrationCount == 0)
  }

  @Test func removeTargetStopsDelivery() {
    let button = Button()
    let target = Recorder()
    button.addTarget(target, action: Recorder.first, for: .touchUpInside)
    button.removeTarget(target, for: .touchUpInside)
    button.tap()
    #expect(target.calls.isEmpty)
  }

  @Test func actionsReceiveTheSendingControl() {
    let field = TextField(identifier: "name")
    var seen: [String?] = []
    let action = Action { _, control in seen.append((control as? TextField)?.text) }
    field.addAction(action, for: .editingChanged)
    field.type("ab")
    field.type("abc")
    field.text = "set in code"
    #expect(seen == ["ab", "abc"])
    field.removeAction(action, for: .editingChanged)
    field.type("x")
    #expect(seen.count == 2)
  }

  @Test func segmentedSelectionSendsValueChanged() {
    let control = SegmentedControl(identifier: "mode", items: ["a", "b", "c"])
    let target = Recorder()
    control.addTarget(target, action: Recorder.first, for: .valueChanged)
    #expect(control.select(segmentAt: 2))
    #expect(!control.select(segmentAt: 3))
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 2) == "c")
    #expect(target.calls == ["first"])
  }

  @Test func everyVisibleAssignmentCountsAsARender() {
    let label = Label(identifier: "count")
    #expect(label.renderCount == 0)
    label.text = "1"
    label.text = "1"
    label.isHidden = true
    #expect(label.renderCount == 3)
    #expect(label.inspectableProperties["renders"] == "3")
    #expect(label.inspectableProperties["text"] == "\"1\"")
  }
}

@MainActor
private final class Recorder {
  var calls: [String] = []
  func first() { calls.append("first") }
  func second() { calls.append("second") }
}
