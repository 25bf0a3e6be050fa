// Store style, with a platform delegate and a navigation stack. The recorder screen sends
// actions — a tab selected, the accuracy changed, an alert answered, the screen loading and
// appearing — and renders the state its store hands back. The location manager is one
// long-lived effect that turns delegate calls into actions; each store write is an effect
// whose answer comes back as an action. History and route detail are screens of their own,
// each with its own store, pushed when the state says so. The recording goes on while the
// history covers the recorder, so the recorder cancels nothing when it disappears: its store
// does, when the scene is torn down and the store is freed.

import CoreLocationLite
import Domain
import Storyboards
import StoreLite
import UIKitLite

/// The recorder screen: actions in, state out.
@MainActor
final class RecorderViewController: ViewController {
  typealias Feature = RecorderFeature

  let store: Store<Feature.State, Feature.Action>
  private let makeHistory: @MainActor () -> ViewController
  private let recorderView = RouteRecorderView()
  private var observation: AnyCancellable?
  /// The state on screen; starts as the storyboard shows it.
  var rendered = Feature.State()
  /// The footprint overlay on the map, while it is shown.
  var footprintOverlay: Polyline?

  init(
    store: Store<Feature.State, Feature.Action>,
    makeHistory: @escaping @MainActor () -> ViewController
  ) {
    self.store = store
    self.makeHistory = makeHistory
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
    observation = store.observe { [weak self] state in self?.render(state) }
    store.send(.viewDidLoad)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.viewWillAppear)
  }

  // MARK: - Actions

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    store.send(.accuracyChanged(setting))
  }

  /// Pushes the history screen.
  func showHistory() {
    navigationController?.pushViewController(makeHistory(), animated: true)
  }
}

// MARK: - TabBarDelegate

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    guard let tab = RouteRecorderView.Tab(rawValue: item.tag) else { return }
    rendered.selectedTab = tab
    switch tab {
    case .start: store.send(.startTabSelected(title: titleField.text ?? ""))
    case .stop: store.send(.stopTabSelected)
    case .footprints: store.send(.footprintsTabSelected)
    case .history: store.send(.historyTabSelected)
    }
  }
}
