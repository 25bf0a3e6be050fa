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
    viewModel.loadRoute { [weak self] summary in
      self?.title = summary.screenTitle
      self?.routeTitleLabel.text = summary.titleText
      self?.routeFiguresLabel.text = summary.figuresText
    }
    viewModel.loadFootprints { [weak self] result in
      switch result {
      case .success(let footprints): self?.showFootprints(footprints)
      case .failure(let error): self?.presentRouteError(error.message)
      }
    }
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    viewModel.prepareDeletion { [weak self] message in
      typealias Text = RouteRecorderStrings
      let alert = AlertController(title: Text.deleteAlertTitle, message: message)
      alert.addAction(
        AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
          self?.deletionConfirmed()
        })
      alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
      self?.present(alert, animated: true)
    }
  }

  private func deletionConfirmed() {
    viewModel.deleteRoute { [weak self] result in
      switch result {
      case .success: self?.navigationController?.popViewController(animated: true)
      case .failure(let error): self?.presentRouteError(error.message)
      }
    }
  }

  private func exportButtonTapped() {
    viewModel.exportRoute { [weak self] result in
      switch result {
      case .success(let message):
        self?.presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
      case .failure(let failure):
        self?.presentRouteError(failure.message)
      }
    }
  }

  // MARK: - Rendering

  private func showFootprints(_ footprints: [LocationCoordinate2D]) {
    guard let last = footprints.last else { return }
    routeMap.addOverlay(Polyline(coordinates: footprints))
    routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
  }
}
