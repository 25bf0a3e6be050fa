import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// The recorder's state as observable properties, its one-shot events as signals, and the
/// inputs that change them, named for what they do.
///
/// The view model owns the location manager (it is its delegate, see
/// `RecorderViewModel+LocationManagerDelegate.swift`) and the route store. Observers of a
/// property get its current value first, then every value set; the signals (``errorMessages``,
/// ``historyRequests``) send only what happens after an observer starts, once each. It knows
/// nothing of widgets: the overlay is a list of coordinates, drawn by the controller.
@MainActor
final class RecorderViewModel {
  // MARK: - Observable state

  /// The route title as typed; the title field is bound to it both ways.
  let title = Observable<String?>("")
  /// Whether `permissionBanner` is hidden (exactly when the status is always-authorization).
  let isPermissionBannerHidden: Observable<Bool>
  /// What `statusLabel` says.
  let statusText = Observable(RouteRecorderStrings.idleStatus)
  /// Whether the Start tab can be selected.
  let isStartEnabled = Observable(true)
  /// Whether the Stop tab can be selected.
  let isStopEnabled = Observable(false)
  /// Whether Start is the selected tab (else no tab is); sent again after every tab event.
  let isStartSelected = Observable(false)
  /// Where the map is centred; `nil` before the first recorded fix.
  let mapCenter = Observable<LocationCoordinate2D?>(nil)
  /// The footprints to draw while the overlay is shown, `nil` while it is not.
  let footprints = Observable<[LocationCoordinate2D]?>(nil)

  // MARK: - Events

  /// Each error to show the user, once.
  var errorMessages: SafeSignal<String> { errorSubject.toSignal() }
  /// Each request to show the history screen, with its view model.
  var historyRequests: SafeSignal<HistoryViewModel> { historySubject.toSignal() }

  private let errorSubject = PassthroughSubject<String, Never>()
  private let historySubject = PassthroughSubject<HistoryViewModel, Never>()

  // MARK: - Dependencies and private state

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  /// The route being recorded, else the last one recorded on this screen.
  private(set) var route: Route?
  private(set) var isRecording = false
  /// The points of ``route``, kept in memory so the overlay never re-reads the store.
  private var footprintCoordinates: [LocationCoordinate2D] = []

  /// Creates a view model over `locationManager` and `store`; the history reads through
  /// `opener` on a work queue of `mainLoop`. Nothing happens until ``load()``.
  init(
    locationManager: LocationManager, store: Result<RouteStore, StoreError>,
    opener: RouteStoreOpener, mainLoop: MainLoop, documentsDirectory: URL
  ) {
    self.locationManager = locationManager
    self.store = store
    self.opener = opener
    self.mainLoop = mainLoop
    self.documentsDirectory = documentsDirectory
    isPermissionBannerHidden = Observable(
      !RouteRecorderRules.showsPermissionBanner(for: locationManager.authorizationStatus))
  }

  // MARK: - Inputs

  /// Takes the location manager, asks for always-authorization, and reports a store that
  /// could not be opened.
  func load() {
    locationManager.delegate = self
    AccuracySetting.initial.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
    if case .failure(let error) = store { errorSubject.send(error.message) }
  }

  /// Applies `setting` to the location manager.
  func changeAccuracy(to setting: AccuracySetting) {
    setting.apply(to: locationManager)
  }

  /// Records a new route titled ``title``, or reports why it cannot.
  func startRecording() {
    defer { isStartSelected.value = isRecording }
    let title = title.value ?? ""
    guard !RouteRecorderRules.isBlank(title) else {
      return errorSubject.send(RouteRecorderStrings.emptyTitleError)
    }
    guard RouteRecorderRules.mayRecord(with: locationManager.authorizationStatus) else {
      return errorSubject.send(RouteRecorderStrings.missingPermissionError)
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else {
        return errorSubject.send(RouteRecorderStrings.duplicateTitleError(title))
      }
      begin(try store.createRoute(title: title))
    } catch {
      errorSubject.send(error.message)
    }
  }

  /// Stops recording and shows what was saved.
  func stopRecording() {
    guard isRecording else { return }
    finish()
  }

  /// Goes on recording after all (the stop was not confirmed).
  func keepRecording() {
    isStartSelected.value = isRecording
  }

  /// Shows the current (or last) route's footprints, or hides them.
  func toggleFootprints() {
    defer { isStartSelected.value = isRecording }
    guard route != nil else { return }
    footprints.value = footprints.value == nil ? footprintCoordinates : nil
  }

  /// Asks for the history screen.
  func showHistory() {
    historySubject.send(
      HistoryViewModel(
        store: store, opener: opener, mainLoop: mainLoop, documentsDirectory: documentsDirectory))
    isStartSelected.value = isRecording
  }

  // MARK: - Recording

  private func begin(_ newRoute: Route) {
    route = newRoute
    footprintCoordinates = []
    if footprints.value != nil { footprints.value = nil }
    isRecording = true
    isStartEnabled.value = false
    isStopEnabled.value = true
    statusText.value = RouteRecorderStrings.recordingStatus(title: newRoute.title, pointCount: 0)
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
      statusText.value = RouteRecorderStrings.recordingStatus(
        title: saved.title, pointCount: saved.pointCount)
      mapCenter.value = last.coordinate
      if footprints.value != nil { footprints.value = footprintCoordinates }
    } catch {
      errorSubject.send(error.message)
      finish()
    }
  }

  /// Stops updates and shows the saved status.
  func finish() {
    locationManager.stopUpdatingLocation()
    isRecording = false
    isStartEnabled.value = true
    isStopEnabled.value = false
    isStartSelected.value = false
    if let route {
      statusText.value = RouteRecorderStrings.savedStatus(
        title: route.title, pointCount: route.pointCount)
    }
  }
}
