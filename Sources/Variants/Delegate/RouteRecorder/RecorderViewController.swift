// Delegate style, with a platform delegate behind it. The presenter owns the recorder's
// state and is the location manager's delegate; the view controller forwards user events to
// it (target-action and the tab bar's own delegate) and renders whatever the presenter tells
// it through `RecorderPresenterDelegate`. Every state change goes out through a `didSet`, so a
// fix, an authorization change or a location error reaches the screen the same way a tap
// does. The controller becomes the presenter's `delegate` once, when it loads (setting it shows
// the whole current state); the presenter holds it weakly, so while the history covers it the
// recording goes on rendering, as it does in every style, and a freed screen hears nothing.

import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// The recorder screen: target-action and tab-bar delegate in, presenter-delegate calls out.
@MainActor
final class RecorderViewController: ViewController {
  let presenter: RecorderPresenter
  private let recorderView = RouteRecorderView()
  /// The footprint overlay on the map, while it is shown.
  var footprintOverlay: Polyline?

  init(presenter: RecorderPresenter) {
    self.presenter = presenter
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
    titleField.addTarget(self, action: RecorderViewController.titleChanged, for: .editingChanged)
    accuracyControl.addTarget(
      self, action: RecorderViewController.accuracyChanged, for: .valueChanged)
    tabBar.delegate = self
    presenter.loadRecorder()
    presenter.delegate = self
  }

  // MARK: - Actions

  private func titleChanged() {
    presenter.titleChanged(to: titleField.text ?? "")
  }

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    presenter.accuracyChanged(to: setting)
  }
}

// MARK: - TabBarDelegate

extension RecorderViewController: TabBarDelegate {
  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch RouteRecorderView.Tab(rawValue: item.tag) {
    case .start: presenter.startTabSelected()
    case .stop: presenter.stopTabSelected()
    case .footprints: presenter.footprintsTabSelected()
    case .history: presenter.historyTabSelected()
    case nil: break
    }
  }
}
