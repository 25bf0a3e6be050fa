import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The history screen: each appearance (`rx.methodInvoked(.viewWillAppear)`) and row tap handed
/// to the view model, the routes driven into the table with `rx.items` when a read lands (which
/// clears the selection), the chosen route pushed as a detail screen.
@MainActor
final class HistoryViewController: ViewController, Injectable {
  /// What the view controller needs from outside.
  struct Dependency {
    let viewModel: HistoryViewModel
    /// Builds the detail screen of a route the user selects.
    let makeRouteDetailViewController: @MainActor (Route) -> ViewController
  }

  private let viewModel: HistoryViewModel
  private let makeRouteDetailViewController: @MainActor (Route) -> ViewController
  private let historyView = RouteHistoryView()
  private let disposeBag = DisposeBag()

  init(with dependency: Dependency) {
    viewModel = dependency.viewModel
    makeRouteDetailViewController = dependency.makeRouteDetailViewController
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
    bindViewModel()
  }

  // MARK: - Bindings

  private func bindViewModel() {
    let viewWillAppear = rx.methodInvoked(.viewWillAppear)
      .map { _ in () }
      .asSignal(onErrorSignalWith: .empty())
    let output = viewModel.transform(
      input: HistoryViewModel.Input(
        viewWillAppear: viewWillAppear,
        routeSelected: historyTable.rx.itemSelected.asSignal()))
    output.rows
      .drive(historyTable.rx.items) { _, _, row in
        TableViewCell(text: row.title, detailText: row.detail)
      }
      .disposed(by: disposeBag)
    output.rows
      .drive(Binder(historyTable) { table, _ in table.selectRow(at: nil) })
      .disposed(by: disposeBag)
    output.isEmptyHistoryHidden
      .drive(emptyHistoryLabel.rx.isHidden)
      .disposed(by: disposeBag)
    output.readFailed
      .emit(onNext: nil)
      .disposed(by: disposeBag)
    output.showRouteDetail
      .emit(to: Binder(self) { controller, route in controller.showRouteDetail(route) })
      .disposed(by: disposeBag)
  }

  // MARK: - Showing output

  private func showRouteDetail(_ route: Route) {
    navigationController?.pushViewController(
      makeRouteDetailViewController(route), animated: true)
  }
}
