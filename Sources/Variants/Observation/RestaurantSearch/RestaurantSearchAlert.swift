import Domain

/// An alert the model wants shown, with the shared text.
enum RestaurantSearchAlert: Equatable {
  /// The search worked and found nothing.
  case noShops
  /// The search failed.
  case failure(RestaurantSearchError)

  var title: String {
    switch self {
    case .noShops: RestaurantSearchStrings.noShopsAlertTitle
    case .failure: RestaurantSearchStrings.failureAlertTitle
    }
  }

  var message: String {
    switch self {
    case .noShops: RestaurantSearchStrings.noShopsAlertMessage
    case .failure(let error): RestaurantSearchStrings.failureAlertMessage(for: error)
    }
  }
}
