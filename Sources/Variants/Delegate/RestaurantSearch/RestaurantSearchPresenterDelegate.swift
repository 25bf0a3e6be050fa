import CoreLocationLite
import Domain

/// The view a ``RestaurantSearchPresenter`` talks to: it is told every change it should show.
@MainActor
protocol RestaurantSearchPresenterDelegate: AnyObject {
  /// The first location fix is known: centre the map on it and let the user search.
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didFindFirstLocation coordinate: LocationCoordinate2D)
  /// Searching became possible again (a fix after access was taken back) or impossible
  /// (access taken back): enable or disable the search.
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeCanSearch canSearch: Bool)
  /// A search went out (`true`) or the latest one answered or was cancelled (`false`).
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeSearching isSearching: Bool)
  /// The latest search answered with `shops` (possibly none): replace the markers with them.
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateShops shops: [Shop])
  /// The latest answer left `count` shops out for want of a location: say so, or hide the
  /// line for 0.
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateLeftOutCount count: Int)
  /// The selected shop changed: show it in the info window, or hide the window for nil.
  func restaurantSearchPresenter(_ presenter: RestaurantSearchPresenter, didSelectShop shop: Shop?)
  /// Show `alert`.
  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didRaiseAlert alert: RestaurantSearchAlert)
}
