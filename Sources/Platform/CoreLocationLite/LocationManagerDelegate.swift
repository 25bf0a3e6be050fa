/// Receives location events (the stand-in for `CLLocationManagerDelegate`).
///
/// Every method has a default that does nothing, as the optional protocol methods do on iOS.
@MainActor
public protocol LocationManagerDelegate: AnyObject {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location])
  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus)
  func locationManager(_ manager: LocationManager, didFailWithError error: Error)
}

extension LocationManagerDelegate {
  public func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {}
  public func locationManager(
    _ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus
  ) {}
  public func locationManager(_ manager: LocationManager, didFailWithError error: Error) {}
}
