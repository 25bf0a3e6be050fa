/// What a table row shows (the stand-in for a default-style `UITableViewCell`).
public struct TableViewCell: Sendable, Equatable {
  public var text: String
  public var detailText: String?

  public init(text: String, detailText: String? = nil) {
    self.text = text
    self.detailText = detailText
  }
}

/// Supplies a table's rows (the stand-in for `UITableViewDataSource`, one section).
@MainActor
public protocol TableViewDataSource: AnyObject {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell
}

/// Told when the user selects a row (the stand-in for `UITableViewDelegate`).
@MainActor
public protocol TableViewDelegate: AnyObject {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int)
}

/// A one-section list of rows (the stand-in for `UITableView`).
///
/// Rows are read from the data source on ``reloadData()`` only, as UIKit does.
@MainActor
open class TableView: View {
  public weak var dataSource: TableViewDataSource?
  public weak var delegate: TableViewDelegate?
  public private(set) var visibleCells: [TableViewCell] = []
  public private(set) var indexPathForSelectedRow: Int?

  public override init(identifier: String? = nil) {
    super.init(identifier: identifier)
  }

  /// Asks the data source for every row again.
  public func reloadData() {
    guard let dataSource else {
      visibleCells = []
      setNeedsDisplay()
      return
    }
    let count = dataSource.tableView(self, numberOfRowsInSection: 0)
    visibleCells = (0..<count).map { dataSource.tableView(self, cellForRowAt: $0) }
    if let selected = indexPathForSelectedRow, selected >= count { indexPathForSelectedRow = nil }
    setNeedsDisplay()
  }

  /// Selects a row in code; the delegate is not told, as in UIKit.
  public func selectRow(at row: Int?) {
    indexPathForSelectedRow = row
    setNeedsDisplay()
  }

  /// A user's tap on `row`: selects it and tells the delegate.
  @discardableResult
  public func tapRow(at row: Int) -> Bool {
    guard isHitTestable, visibleCells.indices.contains(row) else { return false }
    selectRow(at: row)
    notify(delegate, "didSelectRowAt \(row)") { $0.tableView(self, didSelectRowAt: row) }
    return true
  }

  open override var snapshotKind: String { "table" }

  open override var snapshotAttributes: [(name: String, value: String)] {
    [("rows", String(visibleCells.count)), ("selected", indexPathForSelectedRow.map(String.init) ?? "none")]
  }

  open override var snapshotDetailLines: [String] {
    visibleCells.enumerated().map { index, cell in
      "row \(index) \(shown(cell.text))" + (cell.detailText.map { " \(shown($0))" } ?? "")
    }
  }
}
