import RxLite
import UIKitLite

extension Reactive where Base: TableView {
  /// The table view's delegate proxy.
  @MainActor public var delegate: DelegateProxy<TableView, TableViewDelegate> {
    RxTableViewDelegateProxy.proxy(for: base)
  }

  /// The table view's data source proxy.
  @MainActor public var dataSource: DelegateProxy<TableView, TableViewDataSource> {
    RxTableViewDataSourceProxy.proxy(for: base)
  }

  /// The rows the user selects.
  @MainActor public var itemSelected: ControlEvent<Int> {
    ControlEvent(events: RxTableViewDelegateProxy.proxy(for: base).itemSelectedSubject)
  }

  /// Binds each sequence of elements `source` sends to the table's rows, one cell per element
  /// made by `cellFactory`, reloading the table each time:
  /// `routes.bind(to: tableView.rx.items) { tableView, row, route in … }`.
  ///
  /// The binding is the table's data source until it is disposed.
  @MainActor public func items<Elements: Sequence, Source: ObservableType>(
    _ source: Source
  ) -> (_ cellFactory: @escaping (TableView, Int, Elements.Element) -> TableViewCell)
    -> Disposable
  where Source.Element == Elements {
    { [base] cellFactory in
      let dataSource = TableViewItemsDataSource(cellFactory: cellFactory)
      let installation = RxTableViewDataSourceProxy.installForwardDelegate(
        dataSource, retainDelegate: true, onProxyForObject: base)
      let subscription = source.subscribe { [weak tableView = base] event in
        switch event {
        case .next(let elements):
          if let tableView { dataSource.show(Array(elements), in: tableView) }
        case .error(let error):
          bindingError(error)
        case .completed:
          break
        }
      }
      return Disposables.create { [weak tableView = base] in
        subscription.dispose()
        installation.dispose()
        tableView?.reloadData()
      }
    }
  }
}
