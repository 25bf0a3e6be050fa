import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The history screen: sends its appearance and row selections, and renders the routes its
/// store read once a read lands (until the first, no rows and no empty-list label).
///
/// The routes' render runs again whenever the navigation stack changes (the history's state is
/// read through the parent's `path`), so it reloads the table — and clears its selection —
/// only for a read that landed since it last did. It is pushed and popped by the route
/// recorder's `path`; going back tells it so.
@MainActor
final class HistoryViewController: ViewController {
  typealias Feature = HistoryFeature

  let store: Store<Feature.State, Feature.Action>
  private let popped: @MainActor () -> Void
  private let historyView = RouteHistoryView()
  private var observations: [ObserveToken] = []
  private var presentedAlert: AlertState<Feature.Action.Alert>?
  /// The read the table shows (``HistoryFeature/State/reads``).
  private var renderedReads = 0

  init(store: Store<Feature.State, Feature.Action>, popped: @escaping @MainActor () -> Void) {
    self.store = store
    self.popped = popped
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
    observations = [
      observe { [weak self] in
        guard let self else { return }
        let reads = store.reads
        guard reads != renderedReads else { return }
        renderedReads = reads
        historyTable.reloadData()
        historyTable.selectRow(at: nil)
        emptyHistoryLabel.isHidden = !store.routes.isEmpty
      },
      observe { [weak self] in
        guard let self else { return }
        present(store.alert, shown: &presentedAlert) { [weak self] in
          self?.store.send(.alert($0))
        }
      },
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.viewWillAppear)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if navigationController?.viewControllers.contains(where: { $0 === self }) != true {
      popped()
    }
  }
}

// MARK: - TableViewDataSource

extension HistoryViewController: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.routes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let route = store.routes[row]
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
