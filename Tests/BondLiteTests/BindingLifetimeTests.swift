import BondLite
import Testing
import UIKitLite

/// An object with a bag, so bindings to it end when it is deallocated.
final class BaggedScreen: DisposeBagProvider {
  let bag = DisposeBag()
  var count = 0
}

/// Bindings end when their target is deallocated, as Bond's do, so they need no bag.
@MainActor
@Suite("Binding lifetimes")
struct BindingLifetimeTests {
  @Test("a binding to a view's bond ends when the view is deallocated")
  func viewBond() {
    let before = BondResources.liveSubscriptions
    let title = Observable("first")
    var label: Label? = Label()
    if let label { title.bind(to: label.reactive.text) }
    #expect(label?.text == "first")
    #expect(BondResources.liveSubscriptions > before)
    label = nil
    #expect(BondResources.liveSubscriptions == before, "the source no longer holds the binding")
    title.value = "second"
  }

  @Test("a setter binding to a view ends when the view is deallocated")
  func viewSetter() {
    let before = BondResources.liveSubscriptions
    let count = Observable(1)
    var view: View? = View()
    var applied: [Int] = []
    if let view { count.bind(to: view) { _, value in applied.append(value) } }
    count.value = 2
    view = nil
    count.value = 3
    #expect(applied == [1, 2])
    #expect(BondResources.liveSubscriptions == before)
  }

  @Test("a setter binding to a DisposeBagProvider ends when it is deallocated")
  func disposeBagProvider() {
    let before = BondResources.liveSubscriptions
    let count = PassthroughSubject<Int, Never>()
    var screen: BaggedScreen? = BaggedScreen()
    if let screen { count.bind(to: screen) { screen, value in screen.count = value } }
    count.send(4)
    #expect(screen?.count == 4)
    screen = nil
    #expect(BondResources.liveSubscriptions == before)
  }

  @Test("a binding to a table ends when the table is deallocated")
  func table() {
    let before = BondResources.liveSubscriptions
    let rows = MutableObservableArray(["a", "b"])
    var table: TableView? = TableView()
    if let table { rows.bind(to: table) { items, row, _ in TableViewCell(text: items[row]) } }
    #expect(table?.visibleCells.count == 2)
    table = nil
    #expect(BondResources.liveSubscriptions == before)
  }

  @Test("a binding also ends when its source goes first")
  func sourceFirst() {
    let before = BondResources.liveSubscriptions
    let label = Label()
    var title: Observable<String>? = Observable("x")
    if let title { title.bind(to: label.reactive.text) }
    title = nil
    #expect(BondResources.liveSubscriptions == before)
    #expect(label.text == "x")
  }
}

@MainActor
@Suite("bidirectionalBind(to:)")
struct BidirectionalBindingTests {
  @Test("the property's value goes to the field first, then each side sets the other")
  func textField() {
    let title = Observable<String?>("Walk")
    let field = TextField()
    title.bidirectionalBind(to: field.reactive.text)
    #expect(field.text == "Walk")
    field.type("Run")
    #expect(title.value == "Run")
    title.value = "Ride"
    #expect(field.text == "Ride")
  }

  @Test("two properties stay in step, and disposing ends both directions")
  func properties() {
    let left = Observable(1)
    let right = Observable(0)
    let binding = left.bidirectionalBind(to: right)
    #expect(right.value == 1)
    right.value = 2
    #expect(left.value == 2)
    binding.dispose()
    left.value = 3
    right.value = 4
    #expect(left.value == 3)
  }
}
