// Callback style, with a platform delegate behind it. The view controller asks and renders
// the answer: each tab and the accuracy control call one view-model method, whose answer is
// known at once and so is its return value. Location events are the part nobody asks for,
// and the part that needs callbacks: the view model owns the location manager and is its
// delegate, and it pushes what the screen should show through three closure properties
// (`onLocationsSaved`, `onAuthorizationChanged`, `onLocationError`) that the controller sets
// once when it loads.
// Every closure captures `[weak self]`, so the view model never keeps the screen alive, and
// a covered screen (history pushed on top) keeps rendering the recording as it goes on.

import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The recorder screen: target-action and tab-bar delegate in, answers and pushed callbacks
/// out.
@MainActor
final class RecorderViewController: ViewController {
  let viewModel: RecorderViewModel
  private let recorderView = RouteRecorderView()
  /// The footprint overlay on the map, while it is shown.
  var footprintOverlay: Polyline?

  init(viewModel: RecorderViewModel) {
    self.viewModel = viewModel
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
    accuracyControl.addTarget(
      self, action: RecorderViewController.accuracyChanged, for: .valueChanged)
    tabBar.delegate = self
    viewModel.onLocationsSaved = { [weak self] result in
      self?.showSavedLocations(result)
    }
    viewModel.onAuthorizationChanged = { [weak self] change in
      self?.showAuthorizationChange(change)
    }
    viewModel.onLocationError = { [weak self] problem in
      self?.showLocationProblem(problem)
    }
    showLoaded(viewModel.loadRecorder())
  }

  // MARK: - Actions

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    viewModel.changeAccuracy(to: setting)
  }
}
