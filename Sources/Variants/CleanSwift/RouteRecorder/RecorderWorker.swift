import CoreLocationLite
import Domain

/// Told by the recorder's worker what the location manager reports.
@MainActor
protocol RecorderWorkerDelegate: AnyObject {
  func recorderWorker(
    _ worker: RecorderWorker, didChangeAuthorization status: AuthorizationStatus)
  func recorderWorker(_ worker: RecorderWorker, didUpdateLocations locations: [Location])
  func recorderWorker(_ worker: RecorderWorker, didFailWithError error: LocationError)
}

/// The recorder's work on the platform and the database: it owns the location manager and is
/// its delegate, passing every event on to the interactor, and it creates routes and saves
/// fixes in the route store. The interactor decides; the worker carries out.
@MainActor
final class RecorderWorker: LocationManagerDelegate {
  weak var delegate: RecorderWorkerDelegate?
  private let locationManager: LocationManager
  private let library: RouteLibrary

  init(locationManager: LocationManager, library: RouteLibrary) {
    self.locationManager = locationManager
    self.library = library
  }

  // MARK: - Location

  /// The app's current location permission.
  var authorizationStatus: AuthorizationStatus { locationManager.authorizationStatus }

  /// Becomes the manager's delegate, applies `accuracy` and asks for always-authorization.
  func prepareLocationUpdates(accuracy: AccuracySetting) {
    locationManager.delegate = self
    accuracy.apply(to: locationManager)
    locationManager.allowsBackgroundLocationUpdates = true
    locationManager.showsBackgroundLocationIndicator = true
    locationManager.requestAlwaysAuthorization()
  }

  func apply(_ accuracy: AccuracySetting) {
    accuracy.apply(to: locationManager)
  }

  func startUpdatingLocation() {
    locationManager.startUpdatingLocation()
  }

  func stopUpdatingLocation() {
    locationManager.stopUpdatingLocation()
  }

  // MARK: - Route store

  /// Why the database could not be opened, if it could not.
  var storeError: StoreError? { library.openingError }

  func routeExists(titled title: String) throws(StoreError) -> Bool {
    try library.store().exists(title: title)
  }

  func createRoute(titled title: String) throws(StoreError) -> Route {
    try library.store().createRoute(title: title)
  }

  /// Appends `fixes` to the route in one call; returns the route with its new figures.
  func save(_ fixes: [Location], to routeID: Route.ID) throws(StoreError) -> Route {
    try library.store().append(fixes, to: routeID)
  }

  // MARK: - LocationManagerDelegate

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    delegate?.recorderWorker(self, didUpdateLocations: locations)
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    delegate?.recorderWorker(self, didChangeAuthorization: status)
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard let error = error as? LocationError else { return }
    delegate?.recorderWorker(self, didFailWithError: error)
  }
}
