import CoreLocationLite
import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The route detail screen: buttons call the model; the figures and the map once the track is
/// read, the export button, the pop after deletion and the alerts come from tracked renders,
/// made when the view loads and cancelled when the screen disappears.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom level the route's map opens at.
  private static let zoomLevel = 16.0

  private let model: RouteDetailModel
  private let mainLoop: MainLoop
  private let detailView = RouteDetailView()
  private var renders: [TrackedRender] = []

  init(model: RouteDetailModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
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
    title = model.route.title
    routeTitleLabel.text = RouteRecorderStrings.historyRowTitle(model.route)
    deleteButton.addTarget(
      self, action: RouteDetailViewController.deleteButtonTapped, for: .touchUpInside)
    exportButton.addTarget(
      self, action: RouteDetailViewController.exportButtonTapped, for: .touchUpInside)
    renders = [
      observe(on: mainLoop) { [weak self] in self?.renderTrack() },
      observe(on: mainLoop) { [weak self] in self?.renderExportButton() },
      observe(on: mainLoop) { [weak self] in self?.renderDeletion() },
      observe(on: mainLoop) { [weak self] in self?.renderExported() },
      observe(on: mainLoop) { [weak self] in self?.renderError() },
    ]
    model.load()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for render in renders { render.cancel() }
    renders = []
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(
      title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(model.route))
    alert.addAction(
      AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
        self?.model.deleteRoute()
      })
    alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    present(alert, animated: true)
  }

  private func exportButtonTapped() {
    model.exportRoute()
  }

  // MARK: - Rendering

  private func renderTrack() {
    guard let track = model.track else { return }
    routeFiguresLabel.text = track.figuresText
    guard let last = track.coordinates.last else { return }
    routeMap.addOverlay(Polyline(coordinates: track.coordinates))
    routeMap.setCenter(last, zoomLevel: Self.zoomLevel)
  }

  private func renderExportButton() {
    exportButton.isEnabled = !model.isExporting
  }

  private func renderDeletion() {
    guard model.isDeleted else { return }
    navigationController?.popViewController(animated: true)
  }

  private func renderExported() {
    guard let message = model.exportedMessage, presentedViewController == nil else { return }
    presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message) {
      [weak self] in self?.model.exportAlertDismissed()
    }
  }

  private func renderError() {
    guard let message = model.errorMessage, presentedViewController == nil else { return }
    presentRouteError(message) { [weak self] in self?.model.errorDismissed() }
  }
}
