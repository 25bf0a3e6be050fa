import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The history screen: the table reads the model's routes, and reloads whenever the model sets
/// them; the model reloads each time the screen appears, and sets them when its read lands.
@MainActor
final class HistoryViewController: ViewController {
  private let model: HistoryModel
  private let historyView = RouteHistoryView()
  /// The live observations of the model; releasing a token ends its observation.
  private var observations: [NSKeyValueObservation] = []

  init(model: HistoryModel) {
    self.model = model
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
    emptyHistoryLabel.isHidden = true
    observations = [
      model.observe(\.routesChangeCount, options: [.new]) { [weak self] model, _ in
        self?.renderRoutes(model.routes)
      },
      model.observe(\.errorMessage, options: [.new]) { [weak self] _, change in
        guard let message = change.newValue ?? nil else { return }
        self?.presentRouteError(message)
      },
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    model.reload()
  }

  // MARK: - Rendering

  private func renderRoutes(_ routes: [Route]) {
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = !routes.isEmpty
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
    let detail = RouteDetailViewController(model: detailModel)
    navigationController?.pushViewController(detail, animated: true)
  }
}
