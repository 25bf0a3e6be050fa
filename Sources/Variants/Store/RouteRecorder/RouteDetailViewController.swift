import CoreLocationLite
import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The route detail screen: sends its buttons and alert answers, and renders the route, its
/// track once read, the export button (disabled while an export runs) and its alerts. The
/// route recorder's `path` pushes and pops it (a deleted route's detail is popped by the
/// parent); going back tells it so.
@MainActor
final class RouteDetailViewController: ViewController {
  typealias Feature = RouteDetailFeature

  /// The zoom the map shows a route at.
  private static let routeZoomLevel = 16.0

  let store: Store<Feature.State, Feature.Action>
  private let popped: @MainActor () -> Void
  private let detailView = RouteDetailView()
  private var observations: [ObserveToken] = []
  private var presentedAlert: AlertState<Feature.Action.Alert>?

  init(store: Store<Feature.State, Feature.Action>, popped: @escaping @MainActor () -> Void) {
    self.store = store
    self.popped = popped
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
    observations = [
      observe { [weak self] in
        guard let self else { return }
        let route = store.route
        title = route.title
        detailView.routeTitleLabel.text = RouteRecorderStrings.historyRowTitle(route)
      },
      observe { [weak self] in
        guard let self, let track = store.track else { return }
        detailView.routeFiguresLabel.text = track.figuresText
        guard let last = track.coordinates.last else { return }
        detailView.routeMap.addOverlay(Polyline(coordinates: track.coordinates))
        detailView.routeMap.setCenter(last, zoomLevel: Self.routeZoomLevel)
      },
      observe { [weak self] in
        guard let self else { return }
        detailView.exportButton.isEnabled = !store.isExporting
      },
      observe { [weak self] in
        guard let self else { return }
        present(store.alert, shown: &presentedAlert) { [weak self] in
          self?.store.send(.alert($0))
        }
      },
    ]
    store.send(.viewDidLoad)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    if navigationController?.viewControllers.contains(where: { $0 === self }) != true {
      popped()
    }
  }
}
