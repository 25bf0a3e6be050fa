import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The history screen: the model reloads each time the screen appears, and the list is then
/// rendered in a tracked render, which also follows the model while the screen is on top.
///
/// The renders are made after the reload, so an appearance renders the routes once, and
/// cancelled when the screen disappears (covered by a route's detail, popped, or torn down).
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
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    historyTable.selectRow(at: nil)
    model.reload()
    renders = [
      observe(on: mainLoop) { [weak self] in self?.renderRoutes() },
      observe(on: mainLoop) { [weak self] in self?.renderError() },
    ]
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for render in renders { render.cancel() }
    renders = []
  }

  // MARK: - Rendering

  private func renderRoutes() {
    historyTable.reloadData()
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
