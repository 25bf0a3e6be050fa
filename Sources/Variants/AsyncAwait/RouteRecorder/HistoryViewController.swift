import AsyncPlatform
import Domain
import Storyboards
import UIKitLite

/// The history screen: asks for the routes on every appearance, in a task that a newer
/// appearance (or the screen going away) cancels, and renders the answer when it comes; a
/// tapped row asks for its route's detail and pushes it.
@MainActor
final class HistoryViewController: ViewController {
  private let viewModel: HistoryViewModel
  private let historyView = RouteHistoryView()
  /// The rows the table shows (its data source reads them).
  private var rows: [HistoryViewModel.Row] = []
  private let tasks = SceneTasks()
  private var loadTask: Task<Void, Never>?

  init(viewModel: HistoryViewModel) {
    self.viewModel = viewModel
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
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    loadTask?.cancel()
    loadTask = tasks.run { [weak self, viewModel] in
      do {
        let rows = try await viewModel.loadRoutes()
        self?.showRows(rows)
      } catch is CancellationError {
        return  // a newer appearance, or the screen going away, took over
      } catch let error as StoreError {
        self?.showRows([])
        self?.presentRouteError(error.message)
      } catch {
        preconditionFailure("loadRoutes throws only StoreError and cancellation: \(error)")
      }
    }
  }

  // MARK: - Rendering

  private func showRows(_ newRows: [HistoryViewModel.Row]) {
    rows = newRows
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !rows.isEmpty
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
    guard let detailViewModel = viewModel.selectRoute(at: row) else { return }
    navigationController?.pushViewController(
      RouteDetailViewController(viewModel: detailViewModel), animated: true)
  }
}
