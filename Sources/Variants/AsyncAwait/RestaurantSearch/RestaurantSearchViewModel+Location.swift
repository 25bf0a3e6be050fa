import AsyncPlatform
import CoreLocationLite

extension RestaurantSearchViewModel {
  /// Asks for when-in-use authorization, starts updates and follows them until the calling
  /// task is cancelled: the last valid fix of each batch becomes the current location, and the
  /// first one ever is announced.
  func trackLocation() async {
    let updates = locationManager.liveUpdates()
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
    for await case .locations(let fixes) in updates {
      guard !Task.isCancelled else { break }
      guard let fix = fixes.last(where: \.isValid) else { continue }
      updateCurrentLocation(fix.coordinate)
    }
    locationManager.stopUpdatingLocation()
  }
}
