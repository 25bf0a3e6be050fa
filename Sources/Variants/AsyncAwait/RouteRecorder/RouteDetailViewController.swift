import AsyncPlatform
import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The route detail screen: asks for the route's track when it loads and renders it when it
/// comes; delete and export ask the view model and render its answers as alerts. The read and
/// the export run in tasks of the screen's, cancelled when it goes away.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom the map shows a route at.
  private static let routeZoomLevel = 16.0

  private let viewModel: RouteDetailViewModel
  private let detailView = RouteDetailView()
  private let tasks = SceneTasks()

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
    let summary = viewModel.loadRoute()
    title = summary.screenTitle
    routeTitleLabel.text = summary.titleText
    tasks.run { [weak self, viewModel] in
      do {
        let track = try await viewModel.loadTrack()
        self?.showTrack(track)
      } catch is CancellationError {
        return  // the screen went away
      } catch let error as StoreError {
        self?.presentRouteError(error.message)
      } catch {
        preconditionFailure("loadTrack throws only StoreError and cancellation: \(error)")
      }
    }
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.deleteAlertTitle, message: viewModel.deletionMessage())
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
    guard exportButton.isEnabled else { return }
    exportButton.isEnabled = false
    tasks.run { [weak self, viewModel] in
      do {
        let message = try await viewModel.exportRoute()
        self?.exportButton.isEnabled = true
        self?.presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
      } catch is CancellationError {
        return  // the screen went away; the file is written all the same
      } catch let failure as RouteDetailViewModel.ExportFailure {
        self?.exportButton.isEnabled = true
        self?.presentRouteError(failure.message)
      } catch {
        preconditionFailure("exportRoute throws only ExportFailure and cancellation: \(error)")
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
