import AsyncPlatform
import CoreLocationLite
import Domain
import StoreLite

/// The Hotpepper API as the reducer sees it: one `async` search that a cancelled task cancels,
/// replaced in tests by canned answers.
struct RestaurantSearchClient: Sendable {
  /// Searches near `coordinate` with `keyword`.
  ///
  /// - Throws: `CancellationError` when the calling task is cancelled (the request with it).
  var searchShops: @MainActor @Sendable (
    _ coordinate: LocationCoordinate2D, _ keyword: String
  ) async throws -> HotpepperAPI.SearchResult
}

extension RestaurantSearchClient {
  /// The client over the shared `HotpepperAPI`.
  @MainActor
  static func live(_ api: HotpepperAPI) -> RestaurantSearchClient {
    RestaurantSearchClient { coordinate, keyword in
      try await withCancellableRequest { complete in
        api.searchShops(near: coordinate, keyword: keyword) { complete($0) }
      }
    }
  }
}

// MARK: - Dependency

extension DependencyValues {
  /// The restaurant search API.
  var restaurantSearch: RestaurantSearchClient {
    get { self[RestaurantSearchClientKey.self] }
    set { self[RestaurantSearchClientKey.self] = newValue }
  }
}

private enum RestaurantSearchClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: RestaurantSearchClient {
    RestaurantSearchClient { _, _ in
      reportIssue("RestaurantSearchClient.searchShops is not provided")
      throw CancellationError()
    }
  }
}
