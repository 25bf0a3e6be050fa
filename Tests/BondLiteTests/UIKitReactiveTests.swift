import BondLite
import Testing
import UIKitLite

@MainActor
@Suite("UIKit reactive extensions")
struct UIKitReactiveTests {
  @Test("button.reactive.tap sends on each tap until disposed, then unregisters")
  func tap() {
    let button = Button(identifier: "countUpButton", title: "+1")
    var taps = 0
    let observation = button.reactive.tap.observeNext { taps += 1 }
    #expect(button.registrationCount == 1)
    button.tap()
    button.tap()
    observation.dispose()
    button.tap()
    #expect(taps == 2)
    #expect(button.registrationCount == 0)
  }

  @Test("a disabled button's taps send nothing")
  func disabledTap() {
    let button = Button()
    var taps = 0
    let observation = button.reactive.tap.observeNext { taps += 1 }
    Observable(false).bind(to: button.reactive.isEnabled)
    button.tap()
    #expect(taps == 0)
    #expect(!button.isEnabled)
    observation.dispose()
  }

  @Test("label.reactive.text shows every bound value, rendering once per value")
  func labelText() {
    let label = Label(identifier: "countLabel")
    let count = Observable(0)
    let bag = DisposeBag()
    count.map { "\($0)" }.bind(to: label.reactive.text).dispose(in: bag)
    #expect(label.text == "0")
    let rendersAfterBinding = label.renderCount
    count.value = 1
    count.value = 2
    #expect(label.text == "2")
    #expect(label.renderCount == rendersAfterBinding + 2)
  }

  @Test("textField.reactive.text sends the current text, then each edit; binding sets it")
  func textFieldText() {
    let field = TextField(identifier: "keywordField")
    field.text = "ra"
    var seen: [String?] = []
    let observation = field.reactive.text.observeNext { seen.append($0) }
    field.type("ram")
    field.type("ramen")
    Observable<String?>("udon").bind(to: field.reactive.text)
    #expect(seen == ["ra", "ram", "ramen"])
    #expect(field.text == "udon")
    observation.dispose()
    #expect(field.registrationCount == 0)
  }

  @Test("isHidden, isEnabled and isAnimating bonds")
  func flags() {
    let banner = View(identifier: "permissionBanner")
    let indicator = ActivityIndicator(identifier: "activityIndicator")
    let button = Button(identifier: "searchButton")
    let requesting = Observable(false)
    let bag = DisposeBag()
    requesting.bind(to: indicator.reactive.isAnimating).dispose(in: bag)
    requesting.map { !$0 }.bind(to: banner.reactive.isHidden).dispose(in: bag)
    requesting.map { !$0 }.bind(to: button.reactive.isEnabled).dispose(in: bag)
    #expect(!indicator.isAnimating && banner.isHidden && button.isEnabled)
    requesting.value = true
    #expect(indicator.isAnimating && !banner.isHidden && !button.isEnabled)
    bag.dispose()
    requesting.value = false
    #expect(indicator.isAnimating)
  }

  @Test("button title and segmented control selection")
  func titleAndSelection() {
    let button = Button()
    Observable<String?>("Search").bind(to: button.reactive.title)
    #expect(button.title == "Search")

    let control = SegmentedControl(identifier: "accuracyControl", items: ["best", "ten"])
    let selection = Observable(SegmentedControl.noSegment)
    let bag = DisposeBag()
    control.reactive.selectedSegmentIndex.bind(to: selection).dispose(in: bag)
    control.select(segmentAt: 1)
    #expect(selection.value == 1)
    Signal(just: 0).bind(to: control.reactive.selectedSegmentIndex).dispose(in: bag)
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test("controlEvents sends the control for the chosen events only")
  func controlEvents() {
    let field = TextField()
    var senders: [TextField] = []
    let observation = field.reactive.controlEvents(.editingChanged).observeNext {
      senders.append($0)
    }
    field.type("a")
    field.sendActions(for: .touchUpInside)
    #expect(senders.count == 1 && senders.first === field)
    observation.dispose()
  }

  @Test("an observable array bound to a table view shows one row per element")
  func tableBinding() {
    let table = TableView(identifier: "historyTable")
    let routes = MutableObservableArray(["Morning walk"])
    let bag = DisposeBag()
    routes.bind(to: table) { titles, row, _ in
      TableViewCell(text: titles[row], detailText: "#\(row)")
    }.dispose(in: bag)
    #expect(table.visibleCells == [TableViewCell(text: "Morning walk", detailText: "#0")])
    routes.insert("Evening run", at: 0)
    #expect(table.visibleCells.map(\.text) == ["Evening run", "Morning walk"])
    routes.removeAll()
    #expect(table.visibleCells.isEmpty)
    bag.dispose()
    routes.append("Ignored")
    #expect(table.visibleCells.isEmpty)
  }

  @Test("a binding does not keep its widget alive")
  func widgetNotRetained() {
    let text = Observable<String?>("a")
    var label: Label? = Label()
    let bag = DisposeBag()
    if let label { text.bind(to: label.reactive.text).dispose(in: bag) }
    weak let weakLabel = label
    label = nil
    #expect(weakLabel == nil)
    text.value = "b"
  }
}
