import UIKitLite

extension SignalProtocol where Error == Never {
  /// Binds a signal of array changesets (an observable array) to `tableView`: the table shows
  /// one row per element, made by `createCell`, and reloads on every change.
  ///
  ///     viewModel.routes.bind(to: tableView) { routes, row, _ in
  ///       TableViewCell(text: routes[row].title)
  ///     }
  ///
  /// The binding becomes the table's data source and keeps it until disposed or until the
  /// table is deallocated.
  @MainActor
  @discardableResult
  public func bind<Item>(
    to tableView: TableView,
    createCell: @escaping (_ items: [Item], _ row: Int, _ tableView: TableView) -> TableViewCell
  ) -> Disposable where Element == OrderedCollectionChangeset<[Item]> {
    let dataSource = ArrayTableDataSource(createCell: createCell)
    tableView.dataSource = dataSource
    return take(until: tableView.deallocated).observeNext { [weak tableView] changeset in
      dataSource.items = changeset.collection
      tableView?.reloadData()
    }
  }
}

/// The data source a table bound to an array reads its rows from.
@MainActor
final class ArrayTableDataSource<Item>: TableViewDataSource {
  var items: [Item] = []
  private let createCell: ([Item], Int, TableView) -> TableViewCell

  init(createCell: @escaping ([Item], Int, TableView) -> TableViewCell) {
    self.createCell = createCell
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    createCell(items, row, tableView)
  }
}
