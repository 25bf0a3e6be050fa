import CoreLocationLite
import Domain
import FixtureServer
import Foundation
import MainLoop
import Networking
import Testing

/// The API over the real URLSession client, against Tests/Servers/fixture_server.py on
/// 127.0.0.1, which answers /hotpepper/gourmet/v1/ from the same manifest as the scenarios.
@MainActor
@Suite("Hotpepper API over URLSession against a local server", .serialized)
struct HotpepperURLSessionTests {
  // MARK: - Requests

  @Test func theServerReceivesThePathAndEveryQueryItem() throws {
    let base = try FixtureServer.baseURL()
    let query = try RestaurantSearchQuery(
      coordinate: Place.tokyoStation, keyword: "ラーメン 餃子&C++", count: 25)
    let outcome = try search(query, baseURL: base + "/echo")
    let response = try outcome.http.get()
    let echoed = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
    #expect(echoed?["path"] as? String == "/echo")
    #expect(
      echoed?["query"] as? [String: String] == [
        "key": "server-test-key", "lat": "35.681236", "lng": "139.767125", "range": "3",
        "keyword": "ラーメン 餃子&C++", "count": "25", "format": "json",
      ])
  }

  @Test func theRequestGoesToTheConfiguredPath() throws {
    let base = try FixtureServer.baseURL()
    let outcome = try search(near: Place.tokyoStation, baseURL: base + "/hotpepper/gourmet/v1/")
    let url = try #require(outcome.request?.url)
    #expect(url.absoluteString.hasPrefix(base + "/hotpepper/gourmet/v1/?key=server-test-key&"))
  }

  // MARK: - Decoding

  @Test(
    arguments: [
      (
        Place.tokyoStation, nil,
        [
          "J001234501", "J001234502", "J001234503", "J001234504", "J001234505", "J001234506",
        ]
      ),
      (Place.tokyoStation, "ramen", ["J001234502", "J001234505"]),
      (Place.tokyoStation, "ラーメン", ["J001234502", "J001234505"]),
      (Place.tokyoStation, "sushi", ["J001234503", "J001234506"]),
      (Place.shibuya, nil, ["J001234601", "J001234602", "J001234603", "J001234604"]),
      (Place.shibuya, "ramen", ["J001234602"]),
      (Place.fuji, nil, []),
      (Place.tokyoStation, "pizza", []),
    ] as [(LocationCoordinate2D, String?, [String])])
  func eachPlaceAndKeywordDecodesItsShops(
    place: LocationCoordinate2D, keyword: String?, ids: [String]
  ) throws {
    let base = try FixtureServer.baseURL()
    let outcome = try search(near: place, keyword: keyword, baseURL: base + Self.path)
    #expect(try outcome.search.get().shops.map(\.id) == ids)
  }

  @Test func stringCoordinatesDecodeOverTheWire() throws {
    let base = try FixtureServer.baseURL()
    let shops = try search(near: Place.shinjuku, baseURL: base + Self.path).search.get().shops
    #expect(
      shops.map(\.coordinate) == [
        LocationCoordinate2D(latitude: 35.692113, longitude: 139.698472),
        LocationCoordinate2D(latitude: 35.689876, longitude: 139.702134),
        LocationCoordinate2D(latitude: 35.693045, longitude: 139.701498),
      ])
    #expect(shops.first?.photoURL?.hasSuffix("P031234701_168.jpg") == true)
  }

  // MARK: - Failures

  @Test(arguments: [
    ("error-1000", RestaurantSearchError.APICode.serverFailure),
    ("error-2000", RestaurantSearchError.APICode.authentication),
    ("error-3000", RestaurantSearchError.APICode.badParameter),
    ("error-1000-object", RestaurantSearchError.APICode.serverFailure),
    ("error-2000-object", RestaurantSearchError.APICode.authentication),
    ("error-3000-object", RestaurantSearchError.APICode.badParameter),
  ])
  func apiErrorsArriveWithHTTP200AndBecomeTypedErrors(keyword: String, code: Int) throws {
    let base = try FixtureServer.baseURL()
    let outcome = try search(
      near: Place.tokyoStation, keyword: keyword, baseURL: base + Self.path)
    #expect(try outcome.http.get().statusCode == 200)
    guard case .failure(.api(let thrownCode, let message)) = outcome.search else {
      Issue.record("expected an API error, got \(outcome.search)")
      return
    }
    #expect(thrownCode == code)
    #expect(!message.isEmpty)
  }

  @Test func http500IsAnHTTPStatusError() throws {
    let base = try FixtureServer.baseURL()
    let outcome = try search(
      near: Place.tokyoStation, keyword: "error-http-500", baseURL: base + Self.path)
    #expect(outcome.search == .failure(.httpStatus(500)))
    #expect(outcome.search.failureReason == "the server answered HTTP 500")
  }

  @Test func otherStatusesAndUnknownPlacesAreHTTPStatusErrors() throws {
    let base = try FixtureServer.baseURL()
    let unavailable = try search(near: Place.tokyoStation, baseURL: base + "/status/503")
    #expect(unavailable.search == .failure(.httpStatus(503)))
    let unknown = try search(near: Place.osaka, baseURL: base + Self.path)
    #expect(unknown.search == .failure(.httpStatus(404)))
    let body = try unknown.http.get().body
    #expect(String(decoding: body, as: UTF8.self).hasPrefix("no fixture route matches GET"))
  }

  @Test func malformedBodiesAreMalformedResponses() throws {
    let base = try FixtureServer.baseURL()
    let cutOff = try search(
      near: Place.tokyoStation, keyword: "error-malformed", baseURL: base + Self.path)
    #expect(cutOff.search.failureReason == "the response could not be read")
    let html = try search(near: Place.tokyoStation, baseURL: base + "/garbage")
    guard case .failure(.malformedResponse) = html.search else {
      Issue.record("expected a malformed response, got \(html.search)")
      return
    }
  }

  @Test func transportErrorsAreTransportFailures() throws {
    // Port 9 on loopback has no listener: the connection is refused.
    let outcome = try search(near: Place.tokyoStation, baseURL: "http://127.0.0.1:9/")
    guard case .failure(.transport(let detail)) = outcome.search else {
      Issue.record("expected a transport error, got \(outcome.search)")
      return
    }
    #expect(outcome.search.failureReason?.hasPrefix("the connection failed") == true)
    #expect(!detail.isEmpty)
  }

  @Test func aRedirectToAnotherHostFailsWithoutSendingTheKeyThere() throws {
    let base = try FixtureServer.baseURL()
    let outcome = try search(near: Place.tokyoStation, baseURL: base + "/redirect/other-host")
    #expect(outcome.search == .failure(.redirectRefused(host: "localhost")))
    #expect(
      outcome.search.failureReason == "the server redirected to another host (localhost)")
  }

  @Test func aSlowServerTimesOut() throws {
    let base = try FixtureServer.baseURL()
    let started = ContinuousClock.now
    let outcome = try search(near: Place.tokyoStation, baseURL: base + "/slow/3000", timeout: 0.5)
    #expect(outcome.search == .failure(.timedOut))
    #expect(outcome.search.failureReason == "the request timed out")
    #expect(ContinuousClock.now - started < .seconds(2))
  }

  @Test func aCancelledSearchNeverCompletes() throws {
    let base = try FixtureServer.baseURL()
    let loop = MainLoop(mode: .live)
    let configuration = try configuration(baseURL: base + "/slow/200")
    let api = HotpepperAPI(client: URLSessionHTTPClient(loop: loop), configuration: configuration)
    var completed = false
    let task = api.searchShops(near: Place.tokyoStation) { _ in completed = true }
    task.cancel()
    loop.run(for: .milliseconds(500))
    #expect(!completed)
  }

  // MARK: - Helpers

  private static let path = "/hotpepper/gourmet/v1/"

  /// What one search produced: the request sent, the raw HTTP outcome, and the API's result.
  private struct Outcome {
    var request: HTTPRequest?
    var http: Result<HTTPResponse, HTTPClientError>
    var search: HotpepperAPI.SearchResult
  }

  private func search(
    near coordinate: LocationCoordinate2D, keyword: String? = nil, baseURL: String,
    timeout: TimeInterval = 5
  ) throws -> Outcome {
    try search(
      RestaurantSearchQuery(coordinate: coordinate, keyword: keyword), baseURL: baseURL,
      timeout: timeout)
  }

  private func search(_ query: RestaurantSearchQuery, baseURL: String, timeout: TimeInterval = 5)
    throws -> Outcome
  {
    let loop = MainLoop(mode: .live)
    let client = RecordingHTTPClient(URLSessionHTTPClient(loop: loop))
    let api = HotpepperAPI(
      client: client, configuration: try configuration(baseURL: baseURL, timeout: timeout))
    var result: HotpepperAPI.SearchResult?
    api.searchShops(query) { result = $0 }
    loop.run(until: { result != nil }, timeout: .seconds(10))
    let http = try #require(client.results.first)
    return Outcome(request: client.requests.first, http: http, search: try #require(result))
  }

  private func configuration(baseURL: String, timeout: TimeInterval = 5) throws
    -> HotpepperConfiguration
  {
    let url = try #require(URL(string: baseURL))
    return HotpepperConfiguration(apiKey: "server-test-key", baseURL: url, timeout: timeout)
  }
}

/// The places of the fixture manifest, and one it does not know.
private enum Place {
  static let tokyoStation = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  static let shibuya = LocationCoordinate2D(latitude: 35.658034, longitude: 139.701636)
  static let shinjuku = LocationCoordinate2D(latitude: 35.690921, longitude: 139.700258)
  static let fuji = LocationCoordinate2D(latitude: 35.360556, longitude: 138.727778)
  static let osaka = LocationCoordinate2D(latitude: 34.702485, longitude: 135.495951)
}

extension Result where Failure == RestaurantSearchError {
  /// The failure's alert reason, or nil for a success.
  fileprivate var failureReason: String? {
    guard case .failure(let error) = self else { return nil }
    return error.reason
  }
}

/// Passes requests on to another client and keeps what went out and what came back.
@MainActor
private final class RecordingHTTPClient: HTTPClient {
  private let wrapped: HTTPClient
  private(set) var requests: [HTTPRequest] = []
  private(set) var results: [Result<HTTPResponse, HTTPClientError>] = []

  init(_ wrapped: HTTPClient) {
    self.wrapped = wrapped
  }

  func send(
    _ request: HTTPRequest, completion: @escaping (Result<HTTPResponse, HTTPClientError>) -> Void
  ) -> HTTPTask {
    requests.append(request)
    return wrapped.send(request) { [weak self] result in
      self?.results.append(result)
      completion(result)
    }
  }
}
