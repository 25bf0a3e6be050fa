import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The history screen: sends its appearance and row selections, renders the routes its store
/// read, and pushes the detail of the selected route.
@MainActor
final class HistoryViewController: ViewController {
  typealias Feature = HistoryFeature

  let store: Store<Feature.State, Feature.Action>
  private let makeDetail: @MainActor (Route) -> ViewController
  private let historyView = RouteHistoryView()
  private var observation: AnyCancellable?
  private var rendered = Feature.State()

  init(
    store: Store<Feature.State, Feature.Action>,
    makeDetail: @escaping @MainActor (Route) -> ViewController
  ) {
    self.store = store
    self.makeDetail = makeDetail
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
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.viewWillAppear)
  }

  // MARK: - Rendering

  private func render(_ state: Feature.State) {
    let old = rendered
    rendered = state
    if state.loads != old.loads {
      historyTable.reloadData()
      historyTable.selectRow(at: nil)
      emptyHistoryLabel.isHidden = !state.routes.isEmpty
    }
    if state.errorMessage != old.errorMessage, let message = state.errorMessage {
      presentRouteError(message) { [weak self] in self?.store.send(.alertDismissed) }
    }
    if state.selectedRoute != old.selectedRoute, let route = state.selectedRoute {
      navigationController?.pushViewController(makeDetail(route), animated: true)
    }
  }
}

// MARK: - TableViewDataSource

extension HistoryViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rendered.routes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let route = rendered.routes[row]
    return TableViewCell(
      text: RouteRecorderStrings.historyRowTitle(route),
      detailText: RouteRecorderStrings.historyRowDetail(route))
  }
}

// MARK: - TableViewDelegate

extension HistoryViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    store.send(.rowSelected(row))
  }
}
