import CoreLocationLite
import Networking

/// The Hotpepper Gourmet Search API (v1) over the app's ``HTTPClient`` boundary.
///
/// Each search is one request; its completion runs once on the main loop with the shops found
/// (``FoundShops``: those to show, possibly none, and those left out without coordinates) or a
/// ``RestaurantSearchError``. Cancelling the returned task means the completion never runs —
/// which request wins when several overlap is the caller's decision.
@MainActor
public final class HotpepperAPI {
  /// The result of one search.
  public typealias SearchResult = Result<FoundShops, RestaurantSearchError>
  /// One search's HTTP outcome, before it is decoded.
  public typealias Answer = Result<HTTPResponse, HTTPClientError>

  public let configuration: HotpepperConfiguration
  private let client: HTTPClient

  /// An API sending its requests through `client`.
  public init(client: HTTPClient, configuration: HotpepperConfiguration) {
    self.client = client
    self.configuration = configuration
  }

  /// Searches the shops within range 3 (1,000 m) of `coordinate`, with an optional keyword.
  @discardableResult
  public func searchShops(
    near coordinate: LocationCoordinate2D, keyword: String? = nil,
    completion: @escaping (SearchResult) -> Void
  ) -> HTTPTask {
    let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    return searchShops(query, completion: completion)
  }

  /// Sends `query` and delivers its shops or its failure.
  @discardableResult
  public func searchShops(
    _ query: RestaurantSearchQuery, completion: @escaping (SearchResult) -> Void
  ) -> HTTPTask {
    client.send(configuration.request(for: query)) { result in
      completion(Self.searchResult(from: result))
    }
  }

  /// Sends `query` and delivers its HTTP outcome undecoded, for the caller to decode with
  /// ``searchResult(from:)`` off the main thread.
  @discardableResult
  public func fetchShops(
    _ query: RestaurantSearchQuery, completion: @escaping (Answer) -> Void
  ) -> HTTPTask {
    client.send(configuration.request(for: query), completion: completion)
  }

  /// Interprets one HTTP outcome: transport errors, statuses other than 200, API errors and
  /// unreadable bodies become failures; a readable answer becomes its shops, those without a
  /// usable location left out. Pure and `Sendable`: the work to do off the main thread.
  public nonisolated static func searchResult(
    from result: Result<HTTPResponse, HTTPClientError>
  ) -> SearchResult {
    switch result {
    case .failure(let error):
      return .failure(RestaurantSearchError(error))
    case .success(let response) where response.statusCode != 200:
      return .failure(.httpStatus(response.statusCode))
    case .success(let response):
      do {
        return .success(try HotpepperResponse.decode(response.body).found)
      } catch {
        return .failure(error)
      }
    }
  }
}
