import CoreLocationLite
import Domain

// MARK: - LocationManagerDelegate

extension RestaurantSearchViewModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    updateCurrentLocation(fix.coordinate)
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    guard RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) else { return }
    forgetCurrentLocation()
  }
}
