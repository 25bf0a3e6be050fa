import Domain
import RxCocoaLite
import RxLite
import Storyboards
import UIKitLite

/// The history screen: the routes driven into the table with `rx.items`, row taps bound into
/// the view model, the chosen route pushed as a detail screen.
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
    bindInput()
    bindOutput()
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    historyTable.selectRow(at: nil)
    viewModel.input.viewWillAppear.onNext(())
  }

  // MARK: - Bindings

  private func bindInput() {
    historyTable.rx.itemSelected
      .bind(to: viewModel.input.routeSelected)
      .disposed(by: disposeBag)
  }

  private func bindOutput() {
    let output = viewModel.output
    output.rows.asObservable()
      .bind(to: historyTable.rx.items) { _, _, row in
        TableViewCell(text: row.title, detailText: row.detail)
      }
      .disposed(by: disposeBag)
    output.isEmptyHistoryHidden
      .drive(emptyHistoryLabel.rx.isHidden)
      .disposed(by: disposeBag)
    output.errorMessage
      .emit(to: Binder(self) { controller, message in controller.presentError(message) })
      .disposed(by: disposeBag)
    output.showRouteDetail
      .emit(to: Binder(self) { controller, route in controller.showRouteDetail(route) })
      .disposed(by: disposeBag)
  }

  // MARK: - Showing output

  private func presentError(_ message: String) {
    let alert = AlertController(title: RouteRecorderStrings.errorAlertTitle, message: message)
    alert.addAction(AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default))
    present(alert, animated: true)
  }

  private func showRouteDetail(_ route: Route) {
    navigationController?.pushViewController(
      makeRouteDetailViewController(route), animated: true)
  }
}
