import Domain

extension RestaurantSearchViewModel {
  /// The text the info window shows for a selected shop.
  struct InfoWindow: Equatable, Sendable {
    let name: String
    let genre: String
    let photo: String

    init(shop: Shop) {
      name = RestaurantSearchStrings.infoWindowName(for: shop)
      genre = RestaurantSearchStrings.infoWindowGenre(for: shop)
      photo = RestaurantSearchStrings.infoWindowPhoto(for: shop)
    }
  }

  /// The text of an alert whose only button is OK.
  struct Alert: Equatable, Sendable {
    let title: String
    let message: String

    /// The alert an answer calls for: none when shops were found, "Confirm" when none were,
    /// "Error" with the reason when the search failed.
    init?(result: HotpepperAPI.SearchResult) {
      switch result {
      case .success(let found) where found.shops.isEmpty:
        title = RestaurantSearchStrings.noShopsAlertTitle
        message = RestaurantSearchStrings.noShopsAlertMessage
      case .success:
        return nil
      case .failure(let error):
        title = RestaurantSearchStrings.failureAlertTitle
        message = RestaurantSearchStrings.failureAlertMessage(for: error)
      }
    }
  }
}

/// The one answer of an answer's alert.
enum Acknowledgement: PromptAction {
  case ok

  var title: String { RestaurantSearchStrings.alertOKButtonTitle }
}
