import CoreLocationLite
import Domain
import StoreLite

/// The Hotpepper API as the reducer sees it: one search that answers later and can be
/// cancelled, replaced in tests by canned answers.
struct RestaurantSearchClient {
  /// Searches near `coordinate` with `keyword`; `completion` runs once on the main loop unless
  /// the returned cancellable is cancelled first.
  var searchShops: @MainActor (
    _ coordinate: LocationCoordinate2D, _ keyword: String,
    _ completion: @escaping @MainActor (HotpepperAPI.SearchResult) -> Void
  ) -> AnyCancellable
}

extension RestaurantSearchClient {
  /// The client over the shared `HotpepperAPI`.
  @MainActor
  static func live(_ api: HotpepperAPI) -> RestaurantSearchClient {
    RestaurantSearchClient { coordinate, keyword, completion in
      let task = api.searchShops(near: coordinate, keyword: keyword) { completion($0) }
      return AnyCancellable { task.cancel() }
    }
  }
}
