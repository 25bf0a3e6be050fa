import CoreLocationLite
import Domain
import Networking

/// The scene's way to the restaurant service: turns a location and the keyword field's text
/// into a Gourmet Search query (range 3, blank keyword left out) and sends it through the
/// shared Hotpepper client.
@MainActor
final class RestaurantSearchWorker {
  private let api: HotpepperAPI

  init(api: HotpepperAPI) {
    self.api = api
  }

  /// Searches the shops around `coordinate`; cancelling the returned task means `completion`
  /// never runs.
  @discardableResult
  func searchShops(
    near coordinate: LocationCoordinate2D, keyword: String,
    completion: @escaping (HotpepperAPI.SearchResult) -> Void
  ) -> HTTPTask {
    let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    return api.searchShops(query, completion: completion)
  }
}
