import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The history screen: the model reloads each time the screen appears, and the list is
/// rendered in a tracked render when the read lands.
///
/// The renders are made once, when the view loads, and owned by the controller: a read that
/// lands while a route's detail covers the list is rendered all the same, so the list is up to
/// date when the detail is popped, and the renders end with the screen.
@MainActor
final class HistoryViewController: ViewController {
  private let model: HistoryModel
  private let mainLoop: MainLoop
  private let historyView = RouteHistoryView()
  private var renders: [TrackedRender] = []

  init(model: HistoryModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
    super.init()
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
    title = RouteRecorderStrings.historyScreenTitle
    historyTable.dataSource = self
    historyTable.delegate = self
    renders = [
      observe(on: mainLoop) { [weak self] in self?.renderRoutes() },
      observe(on: mainLoop) { [weak self] in self?.renderError() },
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    model.reload()
  }

  // MARK: - Rendering

  /// Nothing is known until the first read lands: no rows, and no empty-list label either.
  private func renderRoutes() {
    guard model.reads > 0 else {
      emptyHistoryLabel.isHidden = true
      return
    }
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !model.routes.isEmpty
  }

  private func renderError() {
    guard let message = model.errorMessage, presentedViewController == nil else { return }
    presentRouteError(message) { [weak self] in self?.model.errorDismissed() }
  }
}

// MARK: - Table view

extension HistoryViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    model.routes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let route = model.routes[row]
    return TableViewCell(
      text: RouteRecorderStrings.historyRowTitle(route),
      detailText: RouteRecorderStrings.historyRowDetail(route))
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    guard let detailModel = model.makeRouteDetailModel(at: row) else { return }
    let detail = RouteDetailViewController(model: detailModel, mainLoop: mainLoop)
    navigationController?.pushViewController(detail, animated: true)
  }
}
