import Domain
import KVOLite

/// An alert the model wants shown, with the shared text: an immutable model object, as an
/// `NSObject` subclass would be on iOS, so that the model's `alert` property can be observable
/// (an enum with a payload cannot be `@objc dynamic`).
final class RestaurantSearchAlert: KVOObject {
  let title: String
  let message: String

  private init(title: String, message: String) {
    self.title = title
    self.message = message
    super.init()
  }

  /// The search worked and found nothing.
  static func noShops() -> RestaurantSearchAlert {
    RestaurantSearchAlert(
      title: RestaurantSearchStrings.noShopsAlertTitle,
      message: RestaurantSearchStrings.noShopsAlertMessage)
  }

  /// The search failed with `error`.
  static func failure(_ error: RestaurantSearchError) -> RestaurantSearchAlert {
    RestaurantSearchAlert(
      title: RestaurantSearchStrings.failureAlertTitle,
      message: RestaurantSearchStrings.failureAlertMessage(for: error))
  }
}
