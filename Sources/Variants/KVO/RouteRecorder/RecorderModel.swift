import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop

/// The recorder's state as a key-value observable model, and the operations that change it.
///
/// Every `@Dynamic` property notifies its observers on each set; the view controller renders
/// only from those notifications. Only what `@objc dynamic` can declare is observable: flags,
/// strings and a scalar change count. The route's points are Swift structs, so they live in
/// plain storage, and ``footprintsChangeCount`` says when they changed. The model owns the
/// location manager (it is its delegate, see `RecorderModel+LocationManagerDelegate.swift`) and
/// the route store, so a change may come from the user (through the controller) or from the
/// device, and reaches the screen the same way.
@MainActor
final class RecorderModel: KVOObject {
  // MARK: - Observable state

  /// Whether the app has the authorization recording needs (always).
  @Dynamic var isAuthorized: Bool
  /// Whether fixes are being recorded.
  @Dynamic var isRecording = false
  /// What `statusLabel` says.
  @Dynamic var statusText = RouteRecorderStrings.idleStatus
  /// Counts the changes of ``footprints``: set after each recorded batch and when a new route
  /// starts, so observers read the points again.
  @Dynamic private(set) var footprintsChangeCount = 0
  /// Whether the footprint overlay is shown.
  @Dynamic var isShowingFootprints = false
  /// The last error to show the user; each set is one alert.
  @Dynamic var errorMessage: String?

  /// The points of ``route`` in recording order, kept in memory so the overlay never re-reads
  /// the store; observe ``footprintsChangeCount`` to hear of changes.
  private(set) var footprints: [LocationCoordinate2D] = []

  // MARK: - Dependencies and private state

  /// The route title as typed, read when recording starts.
  var title = ""
  private let locationManager: LocationManager
  /// The route store, or why it could not be opened (every use reports it again).
  private let store: Result<RouteStore, StoreError>
  /// Opens the connections the history and route detail screens read through, off the main
  /// thread.
  private let opener: RouteStoreOpener
  /// Whose queues those screens read on.
  private let mainLoop: MainLoop
  /// Where the route detail screen exports GPX files.
  private let documentsDirectory: URL
  /// The route being recorded, else the last one recorded on this screen.
  private(set) var route: Route?

  /// Creates a model over `locationManager` and `store`; the history reads through `opener` on
  /// a queue of `mainLoop`. Nothing happens until ``activate()``.
  init(
    locationManager: LocationManager, store: Result<RouteStore, StoreError>,
    opener: RouteStoreOpener, mainLoop: MainLoop, documentsDirectory: URL
  ) {
    self.locationManager = locationManager
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    _isAuthorized = Dynamic(
      wrappedValue: RouteRecorderRules.mayRecord(with: locationManager.authorizationStatus))
    super.init()
  }

  // MARK: - Lifecycle

  /// Becomes the manager's delegate, applies the initial accuracy, asks for always-authorization
  /// and reports a store that could not be opened.
  func activate() {
    locationManager.delegate = self
    AccuracySetting.initial.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
    if case .failure(let error) = store { errorMessage = error.message }
  }

  // MARK: - Changing

  /// Applies `setting` to the location manager.
  func changeAccuracy(to setting: AccuracySetting) {
    setting.apply(to: locationManager)
  }

  /// Starts recording a new route titled ``title``, or reports why it cannot.
  func startRecording() {
    guard !RouteRecorderRules.isBlank(title) else {
      errorMessage = RouteRecorderStrings.emptyTitleError
      return
    }
    guard isAuthorized else {
      errorMessage = RouteRecorderStrings.missingPermissionError
      return
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else {
        errorMessage = RouteRecorderStrings.duplicateTitleError(title)
        return
      }
      begin(try store.createRoute(title: title))
    } catch {
      errorMessage = error.message
    }
  }

  /// Stops recording and shows what was saved.
  func stopRecording() {
    guard isRecording else { return }
    finish()
  }

  /// Shows the footprint overlay of the current (or last) route, or hides it.
  func toggleFootprints() {
    guard route != nil else { return }
    isShowingFootprints.toggle()
  }

  /// A model for the history screen, over the same store.
  func makeHistoryModel() -> HistoryModel {
    HistoryModel(
      store: store, opener: opener, mainLoop: mainLoop, documentsDirectory: documentsDirectory)
  }

  // MARK: - Recording

  private func begin(_ newRoute: Route) {
    route = newRoute
    if isShowingFootprints { isShowingFootprints = false }
    footprints = []
    footprintsChangeCount += 1
    isRecording = true
    statusText = RouteRecorderStrings.recordingStatus(title: newRoute.title, pointCount: 0)
    locationManager.startUpdatingLocation()
  }

  /// Saves the recordable fixes of one batch, in one store call.
  func record(_ locations: [Location]) {
    guard isRecording, let route else { return }
    let fixes = locations.filter(\.isRecordable)
    guard !fixes.isEmpty else { return }
    do throws(StoreError) {
      let saved = try store.get().append(fixes, to: route.id)
      self.route = saved
      footprints += fixes.map(\.coordinate)
      statusText = RouteRecorderStrings.recordingStatus(
        title: saved.title, pointCount: saved.pointCount)
      footprintsChangeCount += 1
    } catch {
      errorMessage = error.message
      finish()
    }
  }

  /// Stops updates and shows the saved status.
  func finish() {
    locationManager.stopUpdatingLocation()
    isRecording = false
    if let route {
      statusText = RouteRecorderStrings.savedStatus(
        title: route.title, pointCount: route.pointCount)
    }
  }
}
