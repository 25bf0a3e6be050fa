import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop

/// The recorder's state and rules: commands answered by return values, and the location
/// updates read with `for await` and reported on ``events``.
///
/// The view model owns the location manager and reads its ``LocationManager/liveUpdates()``
/// in ``trackLocation()``, which runs in a task of the view controller: each batch of fixes is
/// saved before the next is read, and what the screen should show goes out on ``events``,
/// which the view controller renders with `for await`. It imports no UI.
@MainActor
final class RecorderViewModel {
  /// What the location updates did to the recording, in order.
  let events: AsyncStream<Event>
  private let eventsContinuation: AsyncStream<Event>.Continuation

  /// Whether fixes are being recorded.
  private(set) var isRecording = false

  private let locationManager: LocationManager
  private let store: Result<RouteStore, StoreError>
  private let opener: RouteStoreOpener
  private let mainLoop: MainLoop
  private let documentsDirectory: URL
  private var updates: AsyncStream<LocationUpdate>?
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
    (events, eventsContinuation) = AsyncStream.makeStream()
  }

  // MARK: - Loading

  /// Subscribes to the manager's updates, applies the initial accuracy and asks for
  /// always-authorization; returns what the screen shows first.
  func loadRecorder() -> Loaded {
    updates = locationManager.liveUpdates()
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

  /// Reads the location updates until the calling task is cancelled, one at a time, and
  /// reports what each did on ``events``.
  func trackLocation() async {
    guard let updates else { return }
    for await update in updates {
      guard !Task.isCancelled else { break }
      switch update {
      case .locations(let locations): save(locations)
      case .authorization(let status): authorizationChanged(to: status)
      case .failure(let error): locationFailed(error)
      }
    }
    eventsContinuation.finish()
  }

  // MARK: - Commands

  /// Applies `setting` to the location manager; there is nothing to show.
  func changeAccuracy(to setting: AccuracySetting) {
    setting.apply(to: locationManager)
  }

  /// Starts recording a route titled exactly `title` and returns the first progress (no
  /// points, overlay hidden).
  func startRecording(title: String) throws(StartFailure) -> Progress {
    let newRoute = try createRoute(title: title)
    route = newRoute
    footprints = []
    isShowingFootprints = false
    isRecording = true
    locationManager.startUpdatingLocation()
    return progress(of: newRoute, center: nil)
  }

  /// Stops recording and returns the saved status; nil when no recording is running (it may
  /// have ended while the confirmation was on screen).
  func stopRecording() -> String? {
    guard isRecording, let route else { return nil }
    return finishRecording(route)
  }

  /// Shows or hides the current route's footprints (nothing changes without a route) and
  /// returns the overlay's points, nil when it is hidden.
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

  // MARK: - Location updates

  private func save(_ locations: [Location]) {
    guard isRecording, let route else { return }
    let fixes = locations.filter(\.isRecordable)
    guard let lastFix = fixes.last else { return }
    do throws(StoreError) {
      let savedRoute = try store.get().append(fixes, to: route.id)
      self.route = savedRoute
      footprints += fixes.map(\.coordinate)
      eventsContinuation.yield(
        .locationsSaved(.success(progress(of: savedRoute, center: lastFix.coordinate))))
    } catch {
      let savedStatusText = finishRecording(route)
      eventsContinuation.yield(
        .locationsSaved(
          .failure(Interruption(storeError: error, savedStatusText: savedStatusText))))
    }
  }

  private func authorizationChanged(to status: AuthorizationStatus) {
    var savedStatusText: String?
    if isRecording, let route, !RouteRecorderRules.mayRecord(with: status) {
      savedStatusText = finishRecording(route)
    }
    eventsContinuation.yield(
      .authorizationChanged(
        AuthorizationChange(
          showsPermissionBanner: RouteRecorderRules.showsPermissionBanner(for: status),
          savedStatusText: savedStatusText)))
  }

  private func locationFailed(_ error: LocationError) {
    guard isRecording, let route else { return }
    let endsRecording = error.isFinal
    if endsRecording { _ = finishRecording(route) }
    eventsContinuation.yield(
      .locationFailed(
        LocationProblem(
          statusText: RouteRecorderStrings.locationUnavailable(String(describing: error)),
          endedRecording: endsRecording)))
  }
}
