import CoreLocationLite

/// What a location manager reports, one value per delegate callback: the element of
/// ``LocationManager/liveUpdates()``, in the spirit of CoreLocation's `CLLocationUpdate`.
public enum LocationUpdate: Sendable {
  /// A batch of fixes, in delivery order (all of them, as `didUpdateLocations` hands them).
  case locations([Location])
  /// The authorization status changed.
  case authorization(AuthorizationStatus)
  /// Updates failed (`locationUnknown` is transient, `denied` final).
  case failure(LocationError)
}
