import AsyncPlatform
import CoreLocationLite
import Domain

/// The Hotpepper API as one `async throws` call: what `URLSession.data(for:)` plus a decoder
/// is on iOS.
@MainActor
final class RestaurantSearchClient {
  private let api: HotpepperAPI

  init(api: HotpepperAPI) {
    self.api = api
  }

  /// The shops near `coordinate` (none when none were found), and those left out for want of
  /// a usable location.
  ///
  /// - Throws: ``RestaurantSearchError`` when the search fails; `CancellationError` when the
  ///   calling task is cancelled first (the request is cancelled with it).
  func searchShops(near coordinate: LocationCoordinate2D, keyword: String?) async throws
    -> FoundShops
  {
    try await withCancellableRequest { complete in
      api.searchShops(near: coordinate, keyword: keyword, completion: complete)
    }.get()
  }
}
