import CoreLocationLite
import Domain

// MARK: - Location manager delegate

extension RecorderModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    record(locations)
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    isAuthorized = RouteRecorderRules.mayRecord(with: status)
    if isRecording, !isAuthorized { finish() }
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard isRecording else { return }
    if let locationError = error as? LocationError, locationError.isFinal { finish() }
    statusText = RouteRecorderStrings.locationUnavailable(String(describing: error))
  }
}
