import CoreLocationLite

// MARK: - LocationManagerDelegate

extension RestaurantSearchViewModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    updateCurrentLocation(fix.coordinate)
  }
}
