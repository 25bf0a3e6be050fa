import Domain
import Storyboards
import UIKitLite

/// The history screen, the presenter's delegate: on every appearance the presenter reads the
/// routes and tells it the rows when the read lands; a tapped row is forwarded to the
/// presenter.
@MainActor
final class HistoryViewController: ViewController {
  private let presenter: HistoryPresenter
  private let historyView = RouteHistoryView()
  /// The rows the table shows (its data source reads them).
  private var rows: [HistoryPresenter.Row] = []

  init(presenter: HistoryPresenter) {
    self.presenter = presenter
    super.init()
    title = RouteRecorderStrings.historyScreenTitle
  }

  // MARK: - Outlets

  private var emptyHistoryLabel: Label { historyView.emptyHistoryLabel }
  private var historyTable: TableView { historyView.historyTable }

  // MARK: - Lifecycle

  override func loadView() {
    setView(historyView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    historyTable.dataSource = self
    historyTable.delegate = self
    emptyHistoryLabel.isHidden = true
    presenter.delegate = self
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    presenter.loadRoutes()
  }
}

// MARK: - HistoryPresenterDelegate

extension HistoryViewController: HistoryPresenterDelegate {
  func historyPresenter(_ presenter: HistoryPresenter, didUpdateRows rows: [HistoryPresenter.Row]) {
    self.rows = rows
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !rows.isEmpty
  }

  func historyPresenter(_ presenter: HistoryPresenter, didFailWithMessage message: String) {
    presentRouteError(message) { [weak self] in
      self?.presenter.errorAlertDismissed()
    }
  }

  func historyPresenter(
    _ presenter: HistoryPresenter, didRequestRouteDetail detail: RouteDetailPresenter
  ) {
    navigationController?.pushViewController(
      RouteDetailViewController(presenter: detail), animated: true)
  }
}

// MARK: - TableViewDataSource

extension HistoryViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    TableViewCell(text: rows[row].title, detailText: rows[row].detail)
  }
}

// MARK: - TableViewDelegate

extension HistoryViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    presenter.routeSelected(at: row)
  }
}
