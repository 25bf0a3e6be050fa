// Store style, with a platform delegate and a navigation stack. The recorder screen sends
// actions — a tab selected, the accuracy changed, an alert answered, the screen loading — and
// renders its feature's state, scoped from the route recorder's store. The location manager is
// one long-lived effect that iterates its updates; each store write is an effect whose answer
// comes back as an action. The navigation stack is state too: `+Navigation` pushes a screen,
// with a store scoped to its element, for every element of `path`, and pops what `path`
// dropped. The recording goes on while the history covers the recorder, so the recorder
// cancels nothing when it disappears: its store does, when the scene is torn down and the
// store is freed.

import CoreLocationLite
import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The recorder screen: actions in, state out.
@MainActor
final class RecorderViewController: ViewController {
  typealias Feature = RecorderFeature

  /// The route recorder's store: the recorder and the navigation path.
  let routeRecorder: Store<RouteRecorderFeature.State, RouteRecorderFeature.Action>
  /// The recorder's own store, scoped from ``routeRecorder``.
  let store: Store<Feature.State, Feature.Action>
  private let recorderView = RouteRecorderView()
  /// The running observations of the state.
  var observations: [ObserveToken] = []
  /// The screens pushed for the elements of `path`, bottom first.
  var pushed: [(id: StackElementID, viewController: ViewController)] = []
  /// The alert on screen, so that an alert is presented once.
  var presentedAlert: AlertState<Feature.Action.Alert>?
  /// The footprint overlay on the map, while it is shown.
  var footprintOverlay: Polyline?

  init(store: Store<RouteRecorderFeature.State, RouteRecorderFeature.Action>) {
    routeRecorder = store
    self.store = store.scope(state: \.recorder, action: \.recorder)
    super.init()
  }

  // MARK: - Outlets

  var permissionBanner: Label { recorderView.permissionBanner }
  var titleField: TextField { recorderView.titleField }
  var accuracyControl: SegmentedControl { recorderView.accuracyControl }
  var statusLabel: Label { recorderView.statusLabel }
  var mapView: MapView { recorderView.mapView }
  var tabBar: TabBar { recorderView.tabBar }
  var startItem: TabBarItem { recorderView.startItem }
  var stopItem: TabBarItem { recorderView.stopItem }

  // MARK: - Lifecycle

  override func loadView() {
    setView(recorderView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    accuracyControl.addAction(
      UIKitLite.Action { [weak self] _, _ in self?.accuracyChanged() }, for: .valueChanged)
    tabBar.delegate = self
    observeState()
    observePath()
    store.send(.viewDidLoad)
  }

  // MARK: - Actions

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    store.send(.accuracyChanged(setting))
  }
}

// MARK: - TabBarDelegate

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    guard let tab = RouteRecorderView.Tab(rawValue: item.tag) else { return }
    switch tab {
    case .start: store.send(.startTabSelected(title: titleField.text ?? ""))
    case .stop: store.send(.stopTabSelected)
    case .footprints: store.send(.footprintsTabSelected)
    case .history: store.send(.historyTabSelected)
    }
  }
}
