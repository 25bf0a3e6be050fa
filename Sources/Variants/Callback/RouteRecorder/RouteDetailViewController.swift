import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The route detail screen: asks for the route's track when it loads and renders it when it
/// comes; delete and export ask the view model and render its answers as alerts.
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
    viewModel.loadTrack { [weak self] answer in
      switch answer {
      case .success(let track): self?.showTrack(track)
      case .failure(let error): self?.presentRouteError(error.message)
      }
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
    guard !viewModel.isExporting else { return }
    exportButton.isEnabled = false
    viewModel.exportRoute { [weak self] answer in
      guard let self else { return }
      exportButton.isEnabled = true
      switch answer {
      case .success(let message):
        presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
      case .failure(let failure):
        presentRouteError(failure.message)
      }
    }
  }

  // MARK: - Rendering

  private func showTrack(_ track: RouteDetailViewModel.Track) {
    routeFiguresLabel.text = track.figuresText
    guard let last = track.coordinates.last else { return }
    routeMap.addOverlay(Polyline(coordinates: track.coordinates))
    routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
  }
}
