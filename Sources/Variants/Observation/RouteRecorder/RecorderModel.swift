import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Observation
import UIKitLite

/// The recorder's state as an `@Observable` model, and the operations that change it.
///
/// The stored properties are what the screen shows; a render that reads one follows it. The
/// model owns the location manager (it is its delegate, see
/// `RecorderModel+LocationManagerDelegate.swift`) and the route store, so a change may come from
/// the user (through the controller) or from the device, and reaches the screen the same way.
/// An error to show is state too: it stays set until the user dismisses its alert, so the same
/// message twice in a row is two changes, not one skipped set.
@MainActor
@Observable
final class RecorderModel {
  // MARK: - Observable state

  /// The app's location authorization, as last reported by the manager.
  private(set) var authorizationStatus: AuthorizationStatus
  /// Whether fixes are being recorded.
  private(set) var isRecording = false
  /// What `statusLabel` says.
  private(set) var statusText = RouteRecorderStrings.idleStatus
  /// Where the last recorded fix is; `nil` before the first one.
  private(set) var currentCoordinate: LocationCoordinate2D?
  /// The footprint overlay while it is shown, `nil` while it is not.
  private(set) var footprintOverlay: Polyline?
  /// The error to show the user, until its alert is dismissed.
  private(set) var errorMessage: String?

  // MARK: - Dependencies and private state

  /// The route title as typed, read when recording starts.
  @ObservationIgnored private(set) var title = ""
  @ObservationIgnored private let locationManager: LocationManager
  /// The route store, or why it could not be opened (every use reports it again).
  @ObservationIgnored private let store: Result<RouteStore, StoreError>
  /// Opens the connections the history reads through, off the main thread.
  @ObservationIgnored private let opener: RouteStoreOpener
  @ObservationIgnored private let mainLoop: MainLoop
  /// Where the route detail screen exports GPX files.
  @ObservationIgnored private let documentsDirectory: URL
  /// The route being recorded, else the last one recorded on this screen.
  @ObservationIgnored private(set) var route: Route?
  /// The points of ``route``, kept in memory so the overlay never re-reads the store.
  @ObservationIgnored private var footprintCoordinates: [LocationCoordinate2D] = []

  /// Creates a model over `locationManager` and `store`, whose history reads through `opener`
  /// on a queue of `mainLoop`; nothing happens until ``activate()``.
  init(
    locationManager: LocationManager, store: Result<RouteStore, StoreError>,
    opener: RouteStoreOpener, mainLoop: MainLoop, documentsDirectory: URL
  ) {
    self.locationManager = locationManager
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    authorizationStatus = locationManager.authorizationStatus
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

  /// Keeps `text` as the title of the next route.
  func titleEdited(_ text: String) {
    title = text
  }

  /// Starts recording a new route titled ``title``, or reports why it cannot.
  func startRecording() {
    guard !RouteRecorderRules.isBlank(title) else {
      errorMessage = RouteRecorderStrings.emptyTitleError
      return
    }
    guard RouteRecorderRules.mayRecord(with: authorizationStatus) else {
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
    footprintOverlay = footprintOverlay == nil ? Polyline(coordinates: footprintCoordinates) : nil
  }

  /// The user dismissed the error alert.
  func errorDismissed() {
    errorMessage = nil
  }

  /// A model for the history screen, over the same store.
  func makeHistoryModel() -> HistoryModel {
    HistoryModel(
      store: store, opener: opener, mainLoop: mainLoop, documentsDirectory: documentsDirectory)
  }

  // MARK: - Recording

  private func begin(_ newRoute: Route) {
    route = newRoute
    footprintCoordinates = []
    footprintOverlay = nil
    isRecording = true
    statusText = RouteRecorderStrings.recordingStatus(title: newRoute.title, pointCount: 0)
    locationManager.startUpdatingLocation()
  }

  /// Saves the recordable fixes of one batch, in one store call.
  func record(_ locations: [Location]) {
    guard isRecording, let route else { return }
    let fixes = locations.filter(\.isRecordable)
    guard let last = fixes.last else { return }
    do throws(StoreError) {
      let saved = try store.get().append(fixes, to: route.id)
      self.route = saved
      footprintCoordinates += fixes.map(\.coordinate)
      statusText = RouteRecorderStrings.recordingStatus(
        title: saved.title, pointCount: saved.pointCount)
      currentCoordinate = last.coordinate
      if footprintOverlay != nil { footprintOverlay = Polyline(coordinates: footprintCoordinates) }
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

  /// The manager reported `status`.
  func authorizationDidChange(to status: AuthorizationStatus) {
    authorizationStatus = status
  }

  /// The manager could not locate: `message` replaces the status.
  func showLocationUnavailable(_ message: String) {
    statusText = message
  }
}
