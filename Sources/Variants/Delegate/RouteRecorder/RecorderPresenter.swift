import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// Owns the recorder's state and is the location manager's delegate; tells its own delegate,
/// the view, about every change.
///
/// Each piece of state the screen shows is a property whose `didSet` calls the delegate, so no
/// change can forget to reach it, whether it came from a tab or from the device. The delegate
/// is held weakly; setting it shows it the whole current state. An error is state too
/// (``errorMessage``): one raised before the delegate is set is shown when it is.
@MainActor
final class RecorderPresenter {
  // MARK: - State

  /// Whether `permissionBanner` is visible (every status but always-authorization).
  private(set) var isPermissionBannerVisible = true {
    didSet {
      delegate?.recorderPresenter(
        self, didUpdatePermissionBannerVisibility: isPermissionBannerVisible)
    }
  }
  private(set) var statusText = RouteRecorderStrings.idleStatus {
    didSet { delegate?.recorderPresenter(self, didUpdateStatusText: statusText) }
  }
  /// Whether fixes are being recorded.
  private(set) var isRecording = false {
    didSet { delegate?.recorderPresenter(self, didUpdateRecording: isRecording) }
  }
  /// Whether Start is the selected tab; when false, none is.
  private(set) var isStartTabSelected = false {
    didSet { delegate?.recorderPresenter(self, didUpdateStartTabSelection: isStartTabSelected) }
  }
  /// Where the map is centred: the last saved fix; nil before the first.
  private(set) var mapCenter: LocationCoordinate2D? {
    didSet { if let mapCenter { delegate?.recorderPresenter(self, didMoveMapCenterTo: mapCenter) } }
  }
  /// The points of ``route``, kept in memory so the overlay never re-reads the store.
  private(set) var footprints: [LocationCoordinate2D] = [] {
    didSet { showFootprintOverlay() }
  }
  private(set) var isShowingFootprints = false {
    didSet { showFootprintOverlay() }
  }
  /// The error on screen, until the user dismisses it.
  private(set) var errorMessage: String? {
    didSet {
      if let errorMessage { delegate?.recorderPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  // MARK: - Delegate

  /// The view, told about every change; held weakly. Setting it tells it the whole current
  /// state.
  weak var delegate: RecorderPresenterDelegate? {
    didSet {
      guard let delegate else { return }
      delegate.recorderPresenter(
        self, didUpdatePermissionBannerVisibility: isPermissionBannerVisible)
      delegate.recorderPresenter(self, didUpdateStatusText: statusText)
      delegate.recorderPresenter(self, didUpdateRecording: isRecording)
      delegate.recorderPresenter(self, didUpdateStartTabSelection: isStartTabSelected)
      if let mapCenter { delegate.recorderPresenter(self, didMoveMapCenterTo: mapCenter) }
      showFootprintOverlay()
      if let errorMessage { delegate.recorderPresenter(self, didFailWithMessage: errorMessage) }
    }
  }

  // MARK: - Dependencies and private state

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  /// The title as typed so far.
  private var title = ""
  /// The route being recorded, else the last one recorded on this screen.
  private var route: Route?

  /// Creates a presenter over `locationManager` and the opened `store` (or why it did not
  /// open); the history reads through `opener` on a queue of `mainLoop`. Nothing happens until
  /// ``loadRecorder()``.
  init(
    locationManager: LocationManager, store: Result<RouteStore, StoreError>,
    opener: RouteStoreOpener, mainLoop: MainLoop, documentsDirectory: URL
  ) {
    self.locationManager = locationManager
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
  }

  // MARK: - User intents

  /// The screen loaded: becomes the manager's delegate, applies the initial accuracy, asks for
  /// always-authorization and reports a store that could not be opened.
  func loadRecorder() {
    locationManager.delegate = self
    AccuracySetting.initial.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
    isPermissionBannerVisible = RouteRecorderRules.showsPermissionBanner(
      for: locationManager.authorizationStatus)
    if case .failure(let error) = store { errorMessage = error.message }
  }

  func titleChanged(to text: String) {
    title = text
  }

  func accuracyChanged(to setting: AccuracySetting) {
    setting.apply(to: locationManager)
  }

  /// Starts recording a route with the typed title, or says why it cannot.
  func startTabSelected() {
    typealias Text = RouteRecorderStrings
    guard !RouteRecorderRules.isBlank(title) else { return refuseStart(Text.emptyTitleError) }
    guard RouteRecorderRules.mayRecord(with: locationManager.authorizationStatus) else {
      return refuseStart(Text.missingPermissionError)
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else {
        return refuseStart(Text.duplicateTitleError(title))
      }
      begin(try store.createRoute(title: title))
    } catch {
      refuseStart(error.message)
    }
  }

  func stopTabSelected() {
    delegate?.recorderPresenterDidAskToConfirmStop(self)
  }

  /// The user confirmed: stops recording (unless it already ended meanwhile).
  func stopConfirmed() {
    guard isRecording, let route else { return }
    finish(route)
  }

  func stopCancelled() {
    isStartTabSelected = isRecording
  }

  /// Shows or hides the current route's footprints; nothing changes without a route.
  func footprintsTabSelected() {
    if route != nil { isShowingFootprints.toggle() }
    isStartTabSelected = isRecording
  }

  /// Opens the history, over the same store.
  func historyTabSelected() {
    isStartTabSelected = isRecording
    let history = HistoryPresenter(
      store: store, opener: opener, mainLoop: mainLoop, documentsDirectory: documentsDirectory)
    delegate?.recorderPresenter(self, didRequestHistory: history)
  }

  func errorAlertDismissed() {
    errorMessage = nil
  }

  // MARK: - Recording

  private func refuseStart(_ message: String) {
    isStartTabSelected = false
    errorMessage = message
  }

  private func begin(_ newRoute: Route) {
    route = newRoute
    isShowingFootprints = false
    footprints = []
    isRecording = true
    isStartTabSelected = true
    statusText = RouteRecorderStrings.recordingStatus(title: newRoute.title, pointCount: 0)
    locationManager.startUpdatingLocation()
  }

  private func finish(_ route: Route) {
    locationManager.stopUpdatingLocation()
    isRecording = false
    isStartTabSelected = false
    statusText = RouteRecorderStrings.savedStatus(title: route.title, pointCount: route.pointCount)
  }

  private func showFootprintOverlay() {
    delegate?.recorderPresenter(
      self, didUpdateFootprintOverlay: isShowingFootprints ? footprints : nil)
  }
}

// MARK: - LocationManagerDelegate

extension RecorderPresenter: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard isRecording, let route else { return }
    let fixes = locations.filter(\.isRecordable)
    guard let lastFix = fixes.last else { return }
    do throws(StoreError) {
      let savedRoute = try store.get().append(fixes, to: route.id)
      self.route = savedRoute
      footprints += fixes.map(\.coordinate)
      statusText = RouteRecorderStrings.recordingStatus(
        title: savedRoute.title, pointCount: savedRoute.pointCount)
      mapCenter = lastFix.coordinate
    } catch {
      errorMessage = error.message
      finish(route)
    }
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    isPermissionBannerVisible = RouteRecorderRules.showsPermissionBanner(for: status)
    if isRecording, let route, !RouteRecorderRules.mayRecord(with: status) { finish(route) }
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard isRecording, let route else { return }
    if let locationError = error as? LocationError, locationError.isFinal { finish(route) }
    statusText = RouteRecorderStrings.locationUnavailable(String(describing: error))
  }
}
