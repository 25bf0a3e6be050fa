import CoreLocationLite
import Domain

// MARK: - Location manager delegate

extension RecorderViewModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    record(locations)
  }

  func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {
    isPermissionBannerHidden.value = !RouteRecorderRules.showsPermissionBanner(for: status)
    if isRecording, !RouteRecorderRules.mayRecord(with: status) { finish() }
  }

  func locationManager(_ manager: LocationManager, didFailWithError error: Error) {
    guard isRecording else { return }
    if let locationError = error as? LocationError, locationError.isFinal { finish() }
    statusText.value = RouteRecorderStrings.locationUnavailable(String(describing: error))
  }
}
