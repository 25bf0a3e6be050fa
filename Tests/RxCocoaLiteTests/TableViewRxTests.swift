import RxCocoaLite
import RxLite
import Testing
import UIKitLite

@MainActor
@Suite("TableView.rx")
struct TableViewRxTests {
  @Test func itemsShowsEachSequenceAsRowsUntilDisposed() {
    let tableView = TableView()
    let routes = BehaviorRelay(value: ["Walk", "Run"])
    let binding = routes.bind(to: tableView.rx.items) { _, row, title in
      TableViewCell(text: title, detailText: "row \(row)")
    }
    #expect(tableView.visibleCells == [
      TableViewCell(text: "Walk", detailText: "row 0"),
      TableViewCell(text: "Run", detailText: "row 1"),
    ])
    routes.accept(["Ride"])
    #expect(tableView.visibleCells.map(\.text) == ["Ride"])
    binding.dispose()
    #expect(tableView.visibleCells.isEmpty)
    routes.accept(["Swim"])
    #expect(tableView.visibleCells.isEmpty)
  }

  @Test func itemSelectedEmitsTheRowAndForwardsToThePreviousDelegate() {
    let tableView = TableView()
    let rows = BehaviorRelay(value: ["a", "b"])
    let bag = DisposeBag()
    rows.bind(to: tableView.rx.items) { _, _, text in TableViewCell(text: text) }
      .disposed(by: bag)
    var forwarded: [Int] = []
    let previous = TableDelegateSpy { forwarded.append($0) }
    tableView.delegate = previous
    var selected: [Int] = []
    tableView.rx.itemSelected.subscribe(onNext: { selected.append($0) }).disposed(by: bag)
    tableView.tapRow(at: 1)
    #expect(selected == [1])
    #expect(forwarded == [1])
  }

  @Test func theDataSourceProxyShowsAnEmptyTableWithoutAForwardDataSource() {
    let tableView = TableView()
    let proxy = RxTableViewDataSourceProxy.proxy(for: tableView)
    #expect(tableView.dataSource === proxy)
    tableView.reloadData()
    #expect(tableView.visibleCells.isEmpty)
  }
}

@MainActor
final class TableDelegateSpy: TableViewDelegate {
  private let onSelect: (Int) -> Void

  init(onSelect: @escaping (Int) -> Void) {
    self.onSelect = onSelect
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    onSelect(row)
  }
}

@MainActor
@Suite("TableView.rx driven")
struct TableViewDriveTests {
  @Test func aDriverDrivesTheRowsUntilDisposed() {
    let tableView = TableView()
    let titles = BehaviorRelay(value: ["Walk"])
    let binding = titles.asDriver().drive(tableView.rx.items) { _, row, title in
      TableViewCell(text: title, detailText: "row \(row)")
    }
    #expect(tableView.visibleCells == [TableViewCell(text: "Walk", detailText: "row 0")])
    titles.accept(["Run", "Ride"])
    #expect(tableView.visibleCells.map(\.text) == ["Run", "Ride"])
    binding.dispose()
    titles.accept(["Swim"])
    #expect(tableView.visibleCells.isEmpty)
  }
}
