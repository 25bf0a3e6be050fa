import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The route detail screen, the presenter's delegate: the presenter reads the track when the
/// screen loads and shows the route's title once the delegate is set, its figures and map when
/// the read lands; delete and export are forwarded to it.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom the map shows a route at.
  private static let routeZoomLevel = 16.0

  private let presenter: RouteDetailPresenter
  private let detailView = RouteDetailView()
  /// The route's polyline on the map, once drawn.
  private var routeOverlay: Polyline?

  init(presenter: RouteDetailPresenter) {
    self.presenter = presenter
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
    presenter.loadTrack()
    presenter.delegate = self
  }

  // MARK: - Actions

  private func deleteButtonTapped() {
    presenter.deleteButtonTapped()
  }

  private func exportButtonTapped() {
    presenter.exportButtonTapped()
  }
}

// MARK: - RouteDetailPresenterDelegate

extension RouteDetailViewController: RouteDetailPresenterDelegate {
  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didUpdateSummary summary: RouteDetailPresenter.Summary
  ) {
    title = summary.screenTitle
    routeTitleLabel.text = summary.titleText
  }

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didLoadTrack track: RouteDetailPresenter.Track
  ) {
    routeFiguresLabel.text = track.figuresText
    if let routeOverlay { routeMap.removeOverlays([routeOverlay]) }
    routeOverlay = nil
    guard let last = track.coordinates.last else { return }
    let overlay = Polyline(coordinates: track.coordinates)
    routeMap.addOverlay(overlay)
    routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
    routeOverlay = overlay
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didChangeExporting isExporting: Bool)
  {
    exportButton.isEnabled = !isExporting
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didFailWithMessage message: String) {
    presentRouteError(message) { [weak self] in
      self?.presenter.errorAlertDismissed()
    }
  }

  func routeDetailPresenter(
    _ presenter: RouteDetailPresenter, didAskToConfirmDeletionWithMessage message: String
  ) {
    typealias Text = RouteRecorderStrings
    let alert = AlertController(title: Text.deleteAlertTitle, message: message)
    alert.addAction(
      AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
        self?.presenter.deletionConfirmed()
      })
    alert.addAction(AlertAction(title: Text.cancelActionTitle, style: .cancel))
    present(alert, animated: true)
  }

  func routeDetailPresenterDidDeleteRoute(_ presenter: RouteDetailPresenter) {
    navigationController?.popViewController(animated: true)
  }

  func routeDetailPresenter(_ presenter: RouteDetailPresenter, didExportWithMessage message: String)
  {
    presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
  }
}
