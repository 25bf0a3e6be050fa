import AsyncPlatform
import CoreLocationLite
import Domain

/// The Hotpepper API as one `async throws` call: what `URLSession.data(for:)` plus a decoder
/// is on iOS. The answer arrives on the main actor and is decoded off it, by ``ShopDecoder``.
@MainActor
final class RestaurantSearchClient {
  private let api: HotpepperAPI
  private let decoder: ShopDecoder

  init(api: HotpepperAPI, decoder: ShopDecoder) {
    self.api = api
    self.decoder = decoder
  }

  /// The shops near `coordinate` (none when none were found), and those left out for want of
  /// a usable location.
  ///
  /// - Throws: ``RestaurantSearchError`` when the search fails; `CancellationError` when the
  ///   calling task is cancelled first (the request, or the decoding, is cancelled with it).
  func searchShops(near coordinate: LocationCoordinate2D, keyword: String?) async throws
    -> FoundShops
  {
    let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    let answer = try await withCancellableRequest { complete in
      api.fetchShops(query, completion: complete)
    }
    return try await decoder.searchResult(from: answer).get()
  }
}
