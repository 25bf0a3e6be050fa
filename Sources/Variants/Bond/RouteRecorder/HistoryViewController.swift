import BondLite
import Domain
import Storyboards
import UIKitLite

/// The history screen: the table and the empty-list label are bound to the view model's
/// observable state, which each appearance asks to be read again; a landed read clears the
/// selection. Row taps arrive through the table's delegate.
@MainActor
final class HistoryViewController: ViewController {
  private let viewModel: HistoryViewModel
  private let historyView = RouteHistoryView()
  private let bag = DisposeBag()

  init(viewModel: HistoryViewModel) {
    self.viewModel = viewModel
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
    historyTable.delegate = self
    bindViewModel()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.reload()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    viewModel.routes.bind(to: historyTable) { routes, row, _ in
      TableViewCell(
        text: RouteRecorderStrings.historyRowTitle(routes[row]),
        detailText: RouteRecorderStrings.historyRowDetail(routes[row]))
    }
    viewModel.isEmptyHistoryHidden.bind(to: emptyHistoryLabel.reactive.isHidden)
    viewModel.readsLanded.observeNext { [weak self] in
      self?.historyTable.selectRow(at: nil)
    }.dispose(in: bag)
    viewModel.errorMessages.observeNext { [weak self] message in
      self?.presentRouteError(message)
    }.dispose(in: bag)
    viewModel.routeDetailRequests.observeNext { [weak self] detailViewModel in
      let detail = RouteDetailViewController(viewModel: detailViewModel)
      self?.navigationController?.pushViewController(detail, animated: true)
    }.dispose(in: bag)
  }
}

// MARK: - Table view

extension HistoryViewController: TableViewDelegate {
  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    viewModel.selectRoute(at: row)
  }
}
