import UIKitLite

/// The data source `rx.items` installs: the latest elements, turned into cells by a factory.
@MainActor
final class TableViewItemsDataSource<Element>: TableViewDataSource {
  private let cellFactory: (TableView, Int, Element) -> TableViewCell
  private var elements: [Element] = []

  init(cellFactory: @escaping (TableView, Int, Element) -> TableViewCell) {
    self.cellFactory = cellFactory
  }

  /// Replaces the elements and reloads `tableView`.
  func show(_ elements: [Element], in tableView: TableView) {
    self.elements = elements
    tableView.reloadData()
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    elements.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    cellFactory(tableView, row, elements[row])
  }
}
