import Domain
import Storyboards
import UIKitLite

/// What the history's view controller can be asked to display.
@MainActor
protocol HistoryDisplayLogic: AnyObject {
  func displayFetchedRoutes(viewModel: History.FetchRoutes.ViewModel)
}

/// The history screen: every appearance requests the routes; the table shows the displayed
/// routes when they come; a tapped row routes to its detail scene.
@MainActor
final class HistoryViewController: ViewController, HistoryDisplayLogic, TableViewDataSource,
  TableViewDelegate
{
  var interactor: HistoryBusinessLogic?
  var router: (HistoryRoutingLogic & HistoryDataPassing)?
  private let historyView = RouteHistoryView()
  private var displayedRoutes: [History.FetchRoutes.ViewModel.DisplayedRoute] = []

  init(library: RouteLibrary) {
    super.init()
    setup(library: library)
    title = RouteRecorderStrings.historyScreenTitle
  }

  // MARK: - Setup

  private func setup(library: RouteLibrary) {
    let viewController = self
    let interactor = HistoryInteractor(worker: HistoryWorker(library: library))
    let presenter = HistoryPresenter()
    let router = HistoryRouter(library: library)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Outlets

  private var emptyHistoryLabel: Label { historyView.emptyHistoryLabel }
  /// The routes' table; the router reads its selected row.
  var historyTable: TableView { historyView.historyTable }

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
    interactor?.fetchRoutes(request: History.FetchRoutes.Request())
  }

  // MARK: - Display logic

  func displayFetchedRoutes(viewModel: History.FetchRoutes.ViewModel) {
    displayedRoutes = viewModel.displayedRoutes
    historyTable.reloadData()
    historyTable.selectRow(at: nil)
    emptyHistoryLabel.isHidden = viewModel.isEmptyHistoryHidden
    if let errorMessage = viewModel.errorMessage {
      let alert = AlertController(
        title: RouteRecorderStrings.errorAlertTitle, message: errorMessage)
      alert.addAction(AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default))
      present(alert, animated: true)
    }
  }

  // MARK: - Table view

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedRoutes.count
  }

  func tableView(_ tableView: TableView, cellForRowAt row: Int) -> TableViewCell {
    let route = displayedRoutes[row]
    return TableViewCell(text: route.title, detailText: route.detail)
  }

  func tableView(_ tableView: TableView, didSelectRowAt row: Int) {
    router?.routeToRouteDetail()
  }
}
