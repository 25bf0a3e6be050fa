// Async-await style, with a platform sequence behind it. The tabs and the accuracy control
// call the view model and render what it returns, in one straight line. Location events are
// the part nobody asks for: the view model reads the manager's `liveUpdates()` with
// `for await` in a task the controller owns, saves each batch before reading the next, and
// reports on an `AsyncStream` of events that a second task renders. Both tasks belong to the
// controller's `SceneTasks`: when the screen goes away they are cancelled, the loops end, and
// the sequence lets go of the manager. A covered screen (history pushed on top) keeps
// rendering the recording as it goes on.

import AsyncPlatform
import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The recorder screen: target-action and tab-bar delegate in, return values and one event
/// stream out.
@MainActor
final class RecorderViewController: ViewController {
  let viewModel: RecorderViewModel
  private let recorderView = RouteRecorderView()
  /// The footprint overlay on the map, while it is shown.
  var footprintOverlay: Polyline?
  private let tasks = SceneTasks()

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
    showLoaded(viewModel.loadRecorder())
    tasks.run { [viewModel] in await viewModel.trackLocation() }
    tasks.run { [weak self, events = viewModel.events] in
      for await event in events {
        self?.show(event)
      }
    }
  }

  // MARK: - Actions

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    viewModel.changeAccuracy(to: setting)
  }
}
