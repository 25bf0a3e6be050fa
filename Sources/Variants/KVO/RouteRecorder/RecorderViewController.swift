// KVO style, typed. The recorder's state lives in `RecorderModel`, a key-value observable
// model: authorization, recording, status text, whether the footprints are shown, a change
// count for the footprints and the last error are `@Dynamic` properties, as they would be
// `@objc dynamic` on iOS, where a property of a Swift struct type cannot be; the footprints
// themselves are read from plain storage when their count says they changed. The model owns the
// location manager as its delegate and the route store, so fixes and authorization changes
// change it directly. The controller turns user events into model calls and renders only in
// observation handlers. Unlike the counter's string-keyed observer, it observes with typed key
// paths (`model.observe(\.statusText, options: [.initial, .new]) { … }`): each call returns an
// `NSKeyValueObservation` token, and the controller keeps the tokens in one array from the
// moment its view loads. They are not dropped when the history screen covers the recorder —
// the recording goes on and the screen must keep following it — and since a token ends its
// observation when it is released, they end with the controller: no `removeObserver` to
// balance.

import CoreLocationLite
import Domain
import KVOLite
import Storyboards
import UIKitLite

/// The recorder screen: target-action and tab bar delegate in, typed observations out.
@MainActor
final class RecorderViewController: ViewController {
  let model: RecorderModel
  private let recorderView = RouteRecorderView()
  /// The live observations of the model; releasing a token ends its observation.
  private var observations: [NSKeyValueObservation] = []
  /// The overlay the map shows, to remove when it is redrawn.
  private var footprintOverlay: Polyline?

  init(model: RecorderModel) {
    self.model = model
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
    observeModel()
    model.activate()
  }

  // MARK: - Actions

  private func titleChanged() {
    model.title = titleField.text ?? ""
  }

  private func accuracyChanged() {
    guard let setting = AccuracySetting(rawValue: accuracyControl.selectedSegmentIndex) else {
      return
    }
    model.changeAccuracy(to: setting)
  }

  // MARK: - Key-value observing

  private func observeModel() {
    observations = [
      model.observe(\.isAuthorized, options: [.initial, .new]) { [weak self] _, change in
        guard let isAuthorized = change.newValue else { return }
        self?.permissionBanner.isHidden = isAuthorized
      },
      model.observe(\.statusText, options: [.initial, .new]) { [weak self] _, change in
        self?.statusLabel.text = change.newValue
      },
      model.observe(\.isRecording, options: [.initial, .new]) { [weak self] _, change in
        guard let isRecording = change.newValue else { return }
        self?.renderRecording(isRecording)
      },
      model.observe(\.footprintsChangeCount, options: [.new]) { [weak self] model, _ in
        self?.renderFootprints(model.footprints)
      },
      model.observe(\.isShowingFootprints, options: [.new]) { [weak self] model, _ in
        self?.renderOverlay(model.isShowingFootprints ? model.footprints : nil)
      },
      model.observe(\.errorMessage, options: [.new]) { [weak self] _, change in
        guard let message = change.newValue ?? nil else { return }
        self?.presentRouteError(message)
      },
    ]
  }

  // MARK: - Rendering

  private func renderRecording(_ isRecording: Bool) {
    startItem.isEnabled = !isRecording
    stopItem.isEnabled = isRecording
    restoreTabSelection()
  }

  /// Centres the map on the latest footprint, and redraws the overlay if it is shown.
  private func renderFootprints(_ footprints: [LocationCoordinate2D]) {
    guard let last = footprints.last else { return }
    mapView.setCenter(last, zoomLevel: nil)
    if model.isShowingFootprints { renderOverlay(footprints) }
  }

  /// Replaces the overlay drawn last with one through `footprints`, or with none.
  private func renderOverlay(_ footprints: [LocationCoordinate2D]?) {
    if let footprintOverlay { mapView.removeOverlays([footprintOverlay]) }
    footprintOverlay = footprints.map(Polyline.init(coordinates:))
    if let footprintOverlay { mapView.addOverlay(footprintOverlay) }
  }
}
