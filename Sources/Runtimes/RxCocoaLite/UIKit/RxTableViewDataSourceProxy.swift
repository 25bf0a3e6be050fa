import RxLite
import UIKitLite

extension TableView: HasDataSource {
  /// The table view's data source type.
  public typealias DataSource = TableViewDataSource
}

/// The data source proxy of a ``TableView``: answers with the forward-to data source (the one
/// `rx.items` installs, or the one set before), and with an empty table when there is none.
@MainActor
open class RxTableViewDataSourceProxy: DelegateProxy<TableView, TableViewDataSource>,
  DelegateProxyType, TableViewDataSource
{
  /// The table view the proxy is installed on.
  public private(set) weak var tableView: TableView?

  /// Creates a proxy for `tableView`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(tableView: ParentObject) {
    self.tableView = tableView
    super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
  }

  /// Registers the proxy for every table view.
  public static func registerKnownImplementations() {
    register { RxTableViewDataSourceProxy(tableView: $0) }
  }

  // MARK: - TableViewDataSource

  /// The forward-to data source's row count, or zero.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    forwardToDelegate()?.tableView(tableView, numberOfRowsInSection: section) ?? 0
  }

  /// The forward-to data source's cell for `row`, or an empty cell.
  public func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    forwardToDelegate()?.tableView(tableView, cellForRowAt: row) ?? TableViewCell(text: "")
  }
}
