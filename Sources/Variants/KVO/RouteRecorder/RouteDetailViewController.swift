import CoreLocationLite
import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The route detail screen: buttons call the model; the figures and the map once read, the
/// export button's state, the pop after deletion and the alerts come from observing it.
@MainActor
final class RouteDetailViewController: ViewController {
  /// The zoom level the route's map opens at.
  private static let zoomLevel = 16.0

  private let model: RouteDetailModel
  private let detailView = RouteDetailView()
  /// The live observations of the model; releasing a token ends its observation.
  private var observations: [NSKeyValueObservation] = []

  init(model: RouteDetailModel) {
    self.model = model
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
    observeModel()
    model.load()
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

  // MARK: - Key-value observing

  private func observeModel() {
    observations = [
      model.observe(\.isLoaded, options: [.new]) { [weak self] model, _ in
        self?.renderTrack(figuresText: model.figuresText, coordinates: model.coordinates)
      },
      model.observe(\.isExporting, options: [.new]) { [weak self] _, change in
        self?.exportButton.isEnabled = change.newValue != true
      },
      model.observe(\.isDeleted, options: [.new]) { [weak self] _, change in
        guard change.newValue == true else { return }
        self?.navigationController?.popViewController(animated: true)
      },
      model.observe(\.exportedMessage, options: [.new]) { [weak self] _, change in
        guard let message = change.newValue ?? nil else { return }
        self?.presentRouteAlert(title: RouteRecorderStrings.exportAlertTitle, message: message)
      },
      model.observe(\.errorMessage, options: [.new]) { [weak self] _, change in
        guard let message = change.newValue ?? nil else { return }
        self?.presentRouteError(message)
      },
    ]
  }

  // MARK: - Rendering

  private func renderTrack(figuresText: String, coordinates: [LocationCoordinate2D]) {
    routeFiguresLabel.text = figuresText
    guard let last = coordinates.last else { return }
    routeMap.addOverlay(Polyline(coordinates: coordinates))
    routeMap.setCenter(last, zoomLevel: Self.zoomLevel)
  }
}
