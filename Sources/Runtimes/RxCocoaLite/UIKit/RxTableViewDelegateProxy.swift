import RxLite
import UIKitLite

extension TableView: HasDelegate {
  /// The table view's delegate type.
  public typealias Delegate = TableViewDelegate
}

/// The delegate proxy of a ``TableView``: forwards each row selection to the table's previous
/// delegate, then emits it.
@MainActor
open class RxTableViewDelegateProxy: DelegateProxy<TableView, TableViewDelegate>,
  DelegateProxyType, TableViewDelegate
{
  /// The table view the proxy is installed on.
  public private(set) weak var tableView: TableView?

  let itemSelectedSubject = PublishSubject<Int>()

  /// Creates a proxy for `tableView`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(tableView: ParentObject) {
    self.tableView = tableView
    super.init(parentObject: tableView, delegateProxy: RxTableViewDelegateProxy.self)
  }

  /// Completes the proxy's sequences: its parent is gone.
  isolated deinit {
    itemSelectedSubject.on(.completed)
  }

  /// Registers the proxy for every table view.
  public static func registerKnownImplementations() {
    register { RxTableViewDelegateProxy(tableView: $0) }
  }

  // MARK: - TableViewDelegate

  /// Forwards the selection, then emits the row.
  public func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    forwardToDelegate()?.tableView(tableView, didSelectRowAt: row)
    itemSelectedSubject.on(.next(row))
  }
}
