import CoreLocationLite
import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The route detail screen: sends its buttons and alert answers, renders the route, its
/// footprints and its alerts, and pops once the route is deleted.
@MainActor
final class RouteDetailViewController: ViewController {
  typealias Feature = RouteDetailFeature

  /// The zoom the map shows a route at.
  private static let routeZoomLevel = 16.0

  let store: Store<Feature.State, Feature.Action>
  private let detailView = RouteDetailView()
  private var observation: AnyCancellable?
  private var rendered: Feature.State?

  init(store: Store<Feature.State, Feature.Action>) {
    self.store = store
    super.init()
  }

  // MARK: - Lifecycle

  override func loadView() {
    setView(detailView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    detailView.deleteButton.addAction(
      UIKitLite.Action { [weak self] _, _ in self?.store.send(.deleteButtonTapped) },
      for: .touchUpInside)
    detailView.exportButton.addAction(
      UIKitLite.Action { [weak self] _, _ in self?.store.send(.exportButtonTapped) },
      for: .touchUpInside)
    observation = store.observe { [weak self] state in self?.render(state) }
    store.send(.viewDidLoad)
  }

  // MARK: - Rendering

  private func render(_ state: Feature.State) {
    let old = rendered
    rendered = state
    if old?.route != state.route {
      title = state.route.title
      detailView.routeTitleLabel.text = RouteRecorderStrings.historyRowTitle(state.route)
      detailView.routeFiguresLabel.text = RouteRecorderStrings.historyRowDetail(state.route)
    }
    if old?.footprints != state.footprints, let last = state.footprints.last {
      detailView.routeMap.addOverlay(Polyline(coordinates: state.footprints))
      detailView.routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
    }
    if old?.alert != state.alert, let alert = state.alert { present(alert) }
    if state.isDeleted, old?.isDeleted != true {
      navigationController?.popViewController(animated: true)
    }
  }

  private func present(_ alert: Feature.Alert) {
    typealias Text = RouteRecorderStrings
    switch alert {
    case .error(let message):
      presentRouteError(message) { [weak self] in self?.store.send(.alertDismissed) }
    case .exported(let message):
      presentRouteAlert(title: Text.exportAlertTitle, message: message) { [weak self] in
        self?.store.send(.alertDismissed)
      }
    case .deleteConfirmation(let message):
      let controller = AlertController(title: Text.deleteAlertTitle, message: message)
      controller.addAction(
        AlertAction(title: Text.deleteActionTitle, style: .destructive) { [weak self] _ in
          self?.store.send(.deleteConfirmed)
        })
      controller.addAction(
        AlertAction(title: Text.cancelActionTitle, style: .cancel) { [weak self] _ in
          self?.store.send(.deleteCancelled)
        })
      present(controller, animated: true)
    }
  }
}
