// Clean Swift (VIP), the footprint meter. Three scenes — recorder, history, route detail —
// each six roles wired by its view controller's `setup()`. Here the view controller turns tab
// bar selections and the accuracy segment into requests; the interactor decides (may this
// title start? is this fix recordable? does this permission end the recording?) and keeps
// the recording in its data store; the presenter formats every text; the view controller
// displays. The worker owns the location manager as its delegate and passes its events to
// the interactor, which is how platform events enter the cycle without the interactor
// touching the platform; it also does the route store's reads and writes. The router pushes
// the history scene, whose router passes the selected route to the detail scene's data store.

import CoreLocationLite
import Domain
import Storyboards
import UIKitLite

/// What the recorder's view controller can be asked to display.
@MainActor
protocol RecorderDisplayLogic: AnyObject {
  func displayLoad(viewModel: Recorder.Load.ViewModel)
  func displayAuthorization(viewModel: Recorder.ChangeAuthorization.ViewModel)
  func displayStart(viewModel: Recorder.Start.ViewModel)
  func displayStopConfirmation(viewModel: Recorder.ConfirmStop.ViewModel)
  func displayStop(viewModel: Recorder.Stop.ViewModel)
  func displayCancelStop(viewModel: Recorder.CancelStop.ViewModel)
  func displaySavedLocations(viewModel: Recorder.SaveLocations.ViewModel)
  func displayLocationError(viewModel: Recorder.ReportLocationError.ViewModel)
  func displayFootprints(viewModel: Recorder.ToggleFootprints.ViewModel)
  func displayHistory(viewModel: Recorder.ShowHistory.ViewModel)
}

/// The recorder screen: tab bar and accuracy events become requests, view models become
/// widget updates.
@MainActor
final class RecorderViewController: ViewController, RecorderDisplayLogic, TabBarDelegate {
  var interactor: RecorderBusinessLogic?
  var router: (RecorderRoutingLogic & RecorderDataPassing)?
  private let recorderView = RouteRecorderView()
  /// The footprint overlay on the map, if shown.
  private var footprintsOverlay: Polyline?

  init(locationManager: LocationManager, library: RouteLibrary) {
    super.init()
    setup(locationManager: locationManager, library: library)
  }

  // MARK: - Setup

  private func setup(locationManager: LocationManager, library: RouteLibrary) {
    let viewController = self
    let worker = RecorderWorker(locationManager: locationManager, library: library)
    let interactor = RecorderInteractor(worker: worker)
    let presenter = RecorderPresenter()
    let router = RecorderRouter(library: library)
    viewController.interactor = interactor
    viewController.router = router
    interactor.presenter = presenter
    presenter.viewController = viewController
    router.viewController = viewController
    router.dataStore = interactor
  }

  // MARK: - Outlets

  private var permissionBanner: Label { recorderView.permissionBanner }
  private var titleField: TextField { recorderView.titleField }
  private var accuracyControl: SegmentedControl { recorderView.accuracyControl }
  private var statusLabel: Label { recorderView.statusLabel }
  private var mapView: MapView { recorderView.mapView }
  private var tabBar: TabBar { recorderView.tabBar }
  private var startItem: TabBarItem { recorderView.startItem }
  private var stopItem: TabBarItem { recorderView.stopItem }

  // MARK: - Lifecycle

  override func loadView() {
    setView(recorderView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tabBar.delegate = self
    accuracyControl.addTarget(
      self, action: RecorderViewController.accuracyChanged, for: .valueChanged)
    interactor?.loadRecorder(request: Recorder.Load.Request())
  }

  // MARK: - Actions

  func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
    switch RouteRecorderView.Tab(rawValue: item.tag) {
    case .start: startTabSelected()
    case .stop: stopTabSelected()
    case .footprints: footprintsTabSelected()
    case .history: historyTabSelected()
    case nil: break
    }
  }

  private func startTabSelected() {
    interactor?.startRecording(request: Recorder.Start.Request(title: titleField.text ?? ""))
  }

  private func stopTabSelected() {
    interactor?.confirmStop(request: Recorder.ConfirmStop.Request())
  }

  private func footprintsTabSelected() {
    interactor?.toggleFootprints(request: Recorder.ToggleFootprints.Request())
  }

  private func historyTabSelected() {
    interactor?.showHistory(request: Recorder.ShowHistory.Request())
  }

  private func accuracyChanged() {
    interactor?.changeAccuracy(
      request: Recorder.ChangeAccuracy.Request(
        segmentIndex: accuracyControl.selectedSegmentIndex))
  }

  // MARK: - Display logic

  func displayLoad(viewModel: Recorder.Load.ViewModel) {
    permissionBanner.isHidden = viewModel.isPermissionBannerHidden
    statusLabel.text = viewModel.statusText
    if let message = viewModel.errorMessage { presentError(message) }
  }

  func displayAuthorization(viewModel: Recorder.ChangeAuthorization.ViewModel) {
    permissionBanner.isHidden = viewModel.isPermissionBannerHidden
    if let statusText = viewModel.finishedStatusText {
      showRecordingFinished()
      statusLabel.text = statusText
    }
  }

  func displayStart(viewModel: Recorder.Start.ViewModel) {
    switch viewModel {
    case .recording(let statusText, let hidesFootprints):
      if hidesFootprints { show(.hidden) }
      startItem.isEnabled = false
      stopItem.isEnabled = true
      statusLabel.text = statusText
    case .refused(let errorMessage):
      presentError(errorMessage)
      tabBar.selectedItem = nil
    }
  }

  func displayStopConfirmation(viewModel: Recorder.ConfirmStop.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.confirmTitle, style: .default) { [weak self] _ in
        self?.interactor?.stopRecording(request: Recorder.Stop.Request())
      })
    alert.addAction(
      AlertAction(title: viewModel.cancelTitle, style: .cancel) { [weak self] _ in
        self?.interactor?.cancelStop(request: Recorder.CancelStop.Request())
      })
    present(alert, animated: true)
  }

  func displayStop(viewModel: Recorder.Stop.ViewModel) {
    showRecordingFinished()
    statusLabel.text = viewModel.statusText
  }

  func displayCancelStop(viewModel: Recorder.CancelStop.ViewModel) {
    select(viewModel.tabSelection)
  }

  func displaySavedLocations(viewModel: Recorder.SaveLocations.ViewModel) {
    switch viewModel {
    case .saved(let statusText, let center, let footprints):
      statusLabel.text = statusText
      mapView.setCenter(center)
      if let footprints { show(.shown(footprints)) }
    case .failed(let errorMessage, let finishedStatusText):
      presentError(errorMessage)
      showRecordingFinished()
      statusLabel.text = finishedStatusText
    }
  }

  func displayLocationError(viewModel: Recorder.ReportLocationError.ViewModel) {
    if viewModel.finishesRecording { showRecordingFinished() }
    statusLabel.text = viewModel.statusText
  }

  func displayFootprints(viewModel: Recorder.ToggleFootprints.ViewModel) {
    show(viewModel.footprints)
    select(viewModel.tabSelection)
  }

  func displayHistory(viewModel: Recorder.ShowHistory.ViewModel) {
    router?.routeToHistory()
    select(viewModel.tabSelection)
  }

  // MARK: - Widgets

  /// Start enabled, Stop disabled, nothing selected.
  private func showRecordingFinished() {
    startItem.isEnabled = true
    stopItem.isEnabled = false
    tabBar.selectedItem = nil
  }

  private func show(_ change: Recorder.FootprintsChange) {
    if case .unchanged = change { return }
    if let footprintsOverlay { mapView.removeOverlays([footprintsOverlay]) }
    footprintsOverlay = nil
    if case .shown(let points) = change {
      let overlay = Polyline(coordinates: points)
      mapView.addOverlay(overlay)
      footprintsOverlay = overlay
    }
  }

  private func select(_ selection: Recorder.TabSelection) {
    tabBar.selectedItem = selection == .start ? startItem : nil
  }

  private func presentError(_ message: String) {
    let alert = AlertController(title: RouteRecorderStrings.errorAlertTitle, message: message)
    alert.addAction(AlertAction(title: RouteRecorderStrings.okActionTitle, style: .default))
    present(alert, animated: true)
  }
}
