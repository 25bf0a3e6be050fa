// Observation style. The recorder's state lives in `RecorderModel`, an `@Observable` class:
// authorization, recording, status text, map centre, footprint overlay and the error to show.
// The model owns the location manager as its delegate and the route store, so fixes and
// authorization changes change it directly. The controller turns user events into model calls
// and renders only in tracked renders, one per part of the screen, each following exactly the
// properties it reads. They are made once, when the view loads, and live as long as the
// controller: the recording goes on while the history screen covers the recorder, and the
// screen must keep following it. A freed render is not re-armed, so they end with the
// controller, as KVO's typed tokens do.

import CoreLocationLite
import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The recorder screen: target-action and tab bar delegate in, tracked renders out.
@MainActor
final class RecorderViewController: ViewController {
  let model: RecorderModel
  let mainLoop: MainLoop
  private let recorderView = RouteRecorderView()
  /// The live renders; freeing one ends its tracking.
  private var renders: [TrackedRender] = []

  init(model: RecorderModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
    super.init()
  }

  // MARK: - Outlets

  private var permissionBanner: Label { recorderView.permissionBanner }
  private var titleField: TextField { recorderView.titleField }
  private var accuracyControl: SegmentedControl { recorderView.accuracyControl }
  private var statusLabel: Label { recorderView.statusLabel }
  private var mapView: MapView { recorderView.mapView }
  var tabBar: TabBar { recorderView.tabBar }
  var startItem: TabBarItem { recorderView.startItem }
  private var stopItem: TabBarItem { recorderView.stopItem }

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
    renders = trackRenders()
    model.activate()
  }

  // MARK: - Actions

  private func titleChanged() {
    model.titleEdited(titleField.text ?? "")
  }

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    model.changeAccuracy(to: setting)
  }

  // MARK: - Tracked renders

  private func trackRenders() -> [TrackedRender] {
    [
      observe(on: mainLoop) { [weak self] in self?.renderPermission() },
      observe(on: mainLoop) { [weak self] in self?.renderStatus() },
      observe(on: mainLoop) { [weak self] in self?.renderRecording() },
      observe(on: mainLoop) { [weak self] in self?.renderMapCenter() },
      observe(on: mainLoop) { [weak self] in self?.renderOverlay() },
      observe(on: mainLoop) { [weak self] in self?.renderError() },
    ]
  }

  // MARK: - Rendering

  private func renderPermission() {
    permissionBanner.isHidden = !RouteRecorderRules.showsPermissionBanner(
      for: model.authorizationStatus)
  }

  private func renderStatus() {
    statusLabel.text = model.statusText
  }

  private func renderRecording() {
    startItem.isEnabled = !model.isRecording
    stopItem.isEnabled = model.isRecording
    restoreTabSelection()
  }

  private func renderMapCenter() {
    guard let coordinate = model.currentCoordinate else { return }
    mapView.setCenter(coordinate, zoomLevel: nil)
  }

  /// Replaces whatever overlay the map shows with the model's; Observation hands over no old
  /// value, so the map is asked what it shows.
  private func renderOverlay() {
    let overlay = model.footprintOverlay
    guard !(overlay == nil && mapView.overlays.isEmpty) else { return }
    mapView.removeOverlays(mapView.overlays)
    if let overlay { mapView.addOverlay(overlay) }
  }

  private func renderError() {
    guard let message = model.errorMessage, presentedViewController == nil else { return }
    presentRouteError(message) { [weak self] in self?.model.errorDismissed() }
  }
}
