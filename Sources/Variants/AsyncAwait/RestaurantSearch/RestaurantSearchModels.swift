import CoreLocationLite
import Domain

/// What the view model tells the screen, in order, on its event stream.
enum RestaurantSearchEvent: Sendable {
  /// The first valid fix ever: centre the map and allow searching.
  case firstFix(LocationCoordinate2D)
  /// Searching became possible again (a fix after access was taken back) or impossible.
  case canSearch(Bool)
  /// A search went out.
  case searchStarted
  /// The latest search answered.
  case searchFinished(SearchAnswer)
  /// A marker's shop, for the info window.
  case shopSelected(Shop)
}

/// What a finished search found.
enum SearchAnswer: Sendable, Equatable {
  /// One or more shops, in the order of the response, and how many were left out for want of
  /// a usable location.
  case shops([Shop], leftOutCount: Int)
  /// The search worked and found nothing to show (`leftOutCount` shops had no location).
  case noShops(leftOutCount: Int)
  case failure(RestaurantSearchError)
}
