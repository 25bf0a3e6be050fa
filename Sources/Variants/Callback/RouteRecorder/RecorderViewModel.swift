import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// The recorder's state and rules: questions answered with return values, and location events
/// pushed through closure properties.
///
/// The view model owns the location manager and is its delegate, so fixes, authorization
/// changes and errors arrive here whether or not anyone asked. It saves what must be saved and
/// pushes what the screen should show through ``onLocationsSaved``, ``onAuthorizationChanged``
/// and ``onLocationError``, which the view controller sets with `[weak self]`. It imports no UI.
@MainActor
final class RecorderViewModel {
  /// Called after each batch of fixes is saved, or with the interruption when saving failed.
  var onLocationsSaved: ((Result<Progress, Interruption>) -> Void)?
  /// Called on every authorization change.
  var onAuthorizationChanged: ((AuthorizationChange) -> Void)?
  /// Called on every location error reported while recording.
  var onLocationError: ((LocationProblem) -> Void)?

  /// Whether fixes are being recorded.
  private(set) var isRecording = false

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  /// The route being recorded, else the last one recorded on this screen.
  private var route: Route?
  /// The points of ``route``, kept in memory so the overlay never re-reads the store.
  private var footprints: [LocationCoordinate2D] = []
  private var isShowingFootprints = false

  /// Creates a view model over `locationManager` and the opened `store` (or why it did not
  /// open); the history reads through `opener` on a queue of `mainLoop`. Nothing happens until
  /// the screen loads.
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

  // MARK: - Loading

  /// Becomes the manager's delegate, applies the initial accuracy and asks for
  /// always-authorization; returns what the screen shows first.
  func loadRecorder() -> Loaded {
    locationManager.delegate = self
    AccuracySetting.initial.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
    var storeError: StoreError?
    if case .failure(let error) = store { storeError = error }
    return Loaded(
      showsPermissionBanner: RouteRecorderRules.showsPermissionBanner(
        for: locationManager.authorizationStatus),
      statusText: RouteRecorderStrings.idleStatus, storeError: storeError)
  }

  // MARK: - Commands

  /// Applies `setting` to the location manager; there is nothing to show.
  func changeAccuracy(to setting: AccuracySetting) {
    setting.apply(to: locationManager)
  }

  /// Starts recording a route titled exactly `title`; returns the first progress (no points,
  /// overlay hidden) or why it could not start.
  func startRecording(title: String) -> Result<Progress, StartFailure> {
    do throws(StartFailure) {
      let newRoute = try createRoute(title: title)
      route = newRoute
      footprints = []
      isShowingFootprints = false
      isRecording = true
      locationManager.startUpdatingLocation()
      return .success(progress(of: newRoute, center: nil))
    } catch {
      return .failure(error)
    }
  }

  /// Stops recording and returns the saved status; nil, changing nothing, when no recording is
  /// running (it may have ended while the confirmation was on screen).
  func stopRecording() -> String? {
    guard isRecording, let route else { return nil }
    return finishRecording(route)
  }

  /// Shows or hides the current route's footprints (nothing changes without a route); returns
  /// the overlay's points, nil when it is hidden.
  func toggleFootprints() -> [LocationCoordinate2D]? {
    if route != nil { isShowingFootprints.toggle() }
    return isShowingFootprints ? footprints : nil
  }

  /// A view model for the history screen, over the same store.
  func makeHistoryViewModel() -> HistoryViewModel {
    HistoryViewModel(
      store: store, opener: opener, mainLoop: mainLoop, documentsDirectory: documentsDirectory)
  }

  // MARK: - Recording

  private func createRoute(title: String) throws(StartFailure) -> Route {
    guard !RouteRecorderRules.isBlank(title) else { throw .emptyTitle }
    guard RouteRecorderRules.mayRecord(with: locationManager.authorizationStatus) else {
      throw .missingPermission
    }
    do throws(StoreError) {
      let store = try store.get()
      guard try !store.exists(title: title) else { throw StoreError.duplicateTitle(title) }
      return try store.createRoute(title: title)
    } catch {
      throw .store(error)
    }
  }

  private func progress(of route: Route, center: LocationCoordinate2D?) -> Progress {
    Progress(
      statusText: RouteRecorderStrings.recordingStatus(
        title: route.title, pointCount: route.pointCount),
      center: center, footprints: isShowingFootprints ? footprints : nil)
  }

  /// Stops updates and returns the saved status of `route` to show.
  private func finishRecording(_ route: Route) -> String {
    locationManager.stopUpdatingLocation()
    isRecording = false
    return RouteRecorderStrings.savedStatus(title: route.title, pointCount: route.pointCount)
  }
}

// MARK: - LocationManagerDelegate

extension RecorderViewModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard isRecording, let route else { return }
    let fixes = locations.filter(\.isRecordable)
    guard let lastFix = fixes.last else { return }
    do throws(StoreError) {
      let savedRoute = try store.get().append(fixes, to: route.id)
      self.route = savedRoute
      footprints += fixes.map(\.coordinate)
      onLocationsSaved?(.success(progress(of: savedRoute, center: lastFix.coordinate)))
    } catch {
      let savedStatusText = finishRecording(route)
      onLocationsSaved?(
        .failure(Interruption(storeError: error, savedStatusText: savedStatusText)))
    }
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    var savedStatusText: String?
    if isRecording, let route, !RouteRecorderRules.mayRecord(with: status) {
      savedStatusText = finishRecording(route)
    }
    onAuthorizationChanged?(
      AuthorizationChange(
        showsPermissionBanner: RouteRecorderRules.showsPermissionBanner(for: status),
        savedStatusText: savedStatusText))
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard isRecording, let route else { return }
    let endsRecording = (error as? LocationError)?.isFinal ?? false
    if endsRecording { _ = finishRecording(route) }
    onLocationError?(
      LocationProblem(
        statusText: RouteRecorderStrings.locationUnavailable(String(describing: error)),
        endedRecording: endsRecording))
  }
}
