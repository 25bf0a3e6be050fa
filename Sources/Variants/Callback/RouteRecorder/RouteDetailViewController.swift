import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The route detail screen: asks for the route and its footprints when it loads; delete and
/// export ask the view model and render its answers as alerts.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom the map shows a route at.
  private static let routeZoomLevel = 16.0

  private let viewModel: RouteDetailViewModel
  private let detailView = RouteDetailView()

  init(viewModel: RouteDetailViewModel) {
    self.viewModel = viewModel
    super.init()
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
    let summary = viewModel.summary
    title = summary.screenTitle
    routeTitleLabel.text = summary.titleText
    routeFiguresLabel.text = summary.figuresText
    switch viewModel.loadFootprints() {
    case .success(let footprints): showFootprints(footprints)
    case .failure(let error): presentRouteError(error.message)
    }
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.deleteAlertTitle, message: viewModel.deletionMessage)
    alert.addAction(
      AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
        self?.deletionConfirmed()
      })
    alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    present(alert, animated: true)
  }

  private func deletionConfirmed() {
    do throws(StoreError) {
      try viewModel.deleteRoute()
      navigationController?.popViewController(animated: true)
    } catch {
      presentRouteError(error.message)
    }
  }

  private func exportButtonTapped() {
    switch viewModel.exportRoute() {
    case .success(let message):
      presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
    case .failure(let failure):
      presentRouteError(failure.message)
    }
  }

  // MARK: - Rendering

  private func showFootprints(_ footprints: [LocationCoordinate2D]) {
    guard let last = footprints.last else { return }
    routeMap.addOverlay(Polyline(coordinates: footprints))
    routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
  }
}
