import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// What the route detail's view controller can be asked to display.
@MainActor
protocol RouteDetailDisplayLogic: AnyObject {
  func displayRoute(viewModel: RouteDetail.Load.ViewModel)
  func displayTrack(viewModel: RouteDetail.FetchTrack.ViewModel)
  func displayDeleteConfirmation(viewModel: RouteDetail.ConfirmDelete.ViewModel)
  func displayDeletedRoute(viewModel: RouteDetail.Delete.ViewModel)
  func displayExportedRoute(viewModel: RouteDetail.Export.ViewModel)
}

/// The route detail screen: the route passed in by the history shows its title on first
/// display and requests its track, shown when it lands; delete and export taps become
/// requests.
@MainActor
final class RouteDetailViewController: ViewController, RouteDetailDisplayLogic {
  /// The zoom level the map shows a whole route at.
  private static let routeZoomLevel = 16.0

  var interactor: RouteDetailBusinessLogic?
  var router: (RouteDetailRoutingLogic & RouteDetailDataPassing)?
  private let detailView = RouteDetailView()

  init(library: RouteLibrary) {
    super.init()
    setup(library: library)
  }

  // MARK: - Setup

  private func setup(library: RouteLibrary) {
    let viewController = self
    let interactor = RouteDetailInteractor(worker: RouteDetailWorker(library: library))
    let presenter = RouteDetailPresenter()
    let router = RouteDetailRouter()
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Outlets

  private var routeTitleLabel: Label { detailView.routeTitleLabel }
  private var routeFiguresLabel: Label { detailView.routeFiguresLabel }
  private var routeMap: MapView { detailView.routeMap }
  private var deleteButton: Button { detailView.deleteButton }
  private var exportButton: Button { detailView.exportButton }

  // MARK: - Lifecycle

  override func loadView() {
    setView(detailView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    deleteButton.addTarget(
      self, action: RouteDetailViewController.deleteButtonTapped, for: .touchUpInside)
    exportButton.addTarget(
      self, action: RouteDetailViewController.exportButtonTapped, for: .touchUpInside)
    interactor?.loadRoute(request: RouteDetail.Load.Request())
    interactor?.fetchTrack(request: RouteDetail.FetchTrack.Request())
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    interactor?.confirmDelete(request: RouteDetail.ConfirmDelete.Request())
  }

  private func exportButtonTapped() {
    interactor?.exportRoute(request: RouteDetail.Export.Request())
  }

  // MARK: - Display logic

  func displayRoute(viewModel: RouteDetail.Load.ViewModel) {
    title = viewModel.title
    routeTitleLabel.text = viewModel.routeTitleText
  }

  func displayTrack(viewModel: RouteDetail.FetchTrack.ViewModel) {
    switch viewModel {
    case .fetched(let routeFiguresText, let track):
      routeFiguresLabel.text = routeFiguresText
      guard let last = track.last else { return }
      routeMap.addOverlay(Polyline(coordinates: track))
      routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
    case .failed(let errorMessage):
      presentAlert(RouteRecorderStrings.errorAlertTitle, errorMessage)
    }
  }

  func displayDeleteConfirmation(viewModel: RouteDetail.ConfirmDelete.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.deleteTitle, style: .destructive) { [weak self] _ in
        self?.interactor?.deleteRoute(request: RouteDetail.Delete.Request())
      })
    alert.addAction(AlertAction(title: viewModel.cancelTitle, style: .cancel))
    present(alert, animated: true)
  }

  func displayDeletedRoute(viewModel: RouteDetail.Delete.ViewModel) {
    switch viewModel {
    case .deleted: router?.routeToHistory()
    case .failed(let errorMessage):
      presentAlert(RouteRecorderStrings.errorAlertTitle, errorMessage)
    }
  }

  func displayExportedRoute(viewModel: RouteDetail.Export.ViewModel) {
    switch viewModel {
    case .exporting:
      exportButton.isEnabled = false
    case .finished(let title, let message):
      exportButton.isEnabled = true
      presentAlert(title, message)
    }
  }

  // MARK: - Alerts

  private func presentAlert(_ title: String, _ message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default))
    present(alert, animated: true)
  }
}
