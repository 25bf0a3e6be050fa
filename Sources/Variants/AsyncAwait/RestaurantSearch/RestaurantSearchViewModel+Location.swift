import AsyncPlatform
import CoreLocationLite
import Domain

extension RestaurantSearchViewModel {
  /// Asks for when-in-use authorization, starts updates and follows them until the calling
  /// task is cancelled: the last valid fix of each batch becomes the current location, the
  /// first one ever is announced, and access taken back forgets it.
  func trackLocation() async {
    let updates = locationManager.liveUpdates()
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
    for await update in updates {
      guard !Task.isCancelled else { break }
      switch update {
      case .locations(let fixes):
        guard let fix = fixes.last(where: \.isValid) else { continue }
        updateCurrentLocation(fix.coordinate)
      case .authorization(let status):
        if RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) {
          forgetCurrentLocation()
        }
      case .failure:
        continue
      }
    }
    locationManager.stopUpdatingLocation()
  }
}
