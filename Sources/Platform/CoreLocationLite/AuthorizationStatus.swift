/// Whether the app may use location services (the stand-in for `CLAuthorizationStatus`).
public enum AuthorizationStatus: String, Sendable, CaseIterable {
  case notDetermined
  case restricted
  case denied
  case authorizedAlways
  case authorizedWhenInUse
}
