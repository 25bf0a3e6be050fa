import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

/// The API over the fixture client and the real manifest, in virtual time.
@MainActor
@Suite("Hotpepper API with the fixture client")
struct HotpepperAPITests {
  private let tokyoStation = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  private let shinjuku = LocationCoordinate2D(latitude: 35.690921, longitude: 139.700258)
  private let fuji = LocationCoordinate2D(latitude: 35.360556, longitude: 138.727778)

  @Test func answersOnTheMainLoopAfterTheLatencyNeverSynchronously() throws {
    let harness = try Harness()
    var result: HotpepperAPI.SearchResult?
    harness.api.searchShops(near: tokyoStation) { result = $0 }
    harness.loop.runUntilIdle()
    #expect(result == nil)
    harness.loop.advance(by: .milliseconds(100))
    let shops = try #require(try result?.get().shops)
    #expect(shops.count == 6)
    #expect(shops.first?.name == "丸の内 炭火焼鳥 とりあかり")
  }

  @Test func sendsTheFixtureKeyAndEveryQueryItem() throws {
    let harness = try Harness()
    harness.api.searchShops(near: tokyoStation, keyword: "ラーメン") { _ in }
    let request = try #require(harness.client.requests.first)
    #expect(
      URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.path
        == "/hotpepper/gourmet/v1/")
    #expect(
      request.queryItems.map { "\($0.name)=\($0.value ?? "")" } == [
        "key=workbench-fixture-key", "lat=35.681236", "lng=139.767125", "range=3",
        "keyword=ラーメン", "format=json",
      ])
  }

  @Test(
    arguments: [
      (nil, 6), ("ramen", 2), ("ラーメン", 2), ("sushi", 2), ("pizza", 0), ("", 6),
    ] as [(String?, Int)])
  func keywordsNarrowTheShops(keyword: String?, count: Int) throws {
    let shops = try search(near: tokyoStation, keyword: keyword).get().shops
    #expect(shops.count == count)
  }

  @Test func zeroShopsIsASuccessWithNoShops() throws {
    #expect(try search(near: fuji).get() == FoundShops(shops: []))
  }

  @Test func stringCoordinatesBecomeShopCoordinates() throws {
    let shops = try search(near: shinjuku).get().shops
    #expect(shops.map(\.coordinate.latitude) == [35.692113, 35.689876, 35.693045])
  }

  @Test(arguments: [
    ("error-1000", "the restaurant service failed (code 1000)"),
    ("error-2000", "the API key was rejected (code 2000)"),
    ("error-3000", "a search parameter was rejected (code 3000)"),
    ("error-1000-object", "the restaurant service failed (code 1000)"),
    ("error-2000-object", "the API key was rejected (code 2000)"),
    ("error-3000-object", "a search parameter was rejected (code 3000)"),
    ("error-malformed", "the response could not be read"),
    ("error-http-500", "the server answered HTTP 500"),
  ])
  func failureKeywordsFailWithAReadableReason(keyword: String, reason: String) throws {
    let result = try search(near: tokyoStation, keyword: keyword)
    guard case .failure(let error) = result else {
      Issue.record("expected a failure, got \(result)")
      return
    }
    #expect(error.reason == reason)
  }

  @Test(arguments: [
    (FixtureHTTPClient.Fault.status(503), RestaurantSearchError.httpStatus(503)),
    (.transport("offline"), .transport("offline")),
    (.timeout, .timedOut),
    (.malformedBody, .malformedResponse("The given data was not valid JSON.")),
  ])
  func injectedFaultsBecomeTypedErrors(
    fault: FixtureHTTPClient.Fault, expected: RestaurantSearchError
  )
    throws
  {
    let harness = try Harness()
    harness.client.injectFault(fault)
    var result: HotpepperAPI.SearchResult?
    harness.api.searchShops(near: tokyoStation) { result = $0 }
    harness.loop.advance(by: .seconds(11))
    guard case .failure(let error) = try #require(result) else {
      Issue.record("expected a failure")
      return
    }
    if case .malformedResponse = expected {
      #expect(error.reason == "the response could not be read")
    } else {
      #expect(error == expected)
    }
  }

  @Test func theTimeoutFaultWaitsForTheConfiguredTimeout() throws {
    let harness = try Harness(configuration: HotpepperConfiguration(apiKey: "k", timeout: 2))
    harness.client.injectFault(.timeout)
    var result: HotpepperAPI.SearchResult?
    harness.api.searchShops(near: tokyoStation) { result = $0 }
    harness.loop.advance(by: .milliseconds(1_999))
    #expect(result == nil)
    harness.loop.advance(by: .milliseconds(1))
    #expect(result == .failure(.timedOut))
  }

  @Test func aCancelledSearchNeverCompletes() throws {
    let harness = try Harness()
    var completions = 0
    let task = harness.api.searchShops(near: tokyoStation) { _ in completions += 1 }
    harness.client.injectFault(.delay(.seconds(1)))
    harness.api.searchShops(near: tokyoStation, keyword: "ramen") { _ in completions += 10 }
    task.cancel()
    #expect(harness.client.inFlightCount == 1)
    harness.loop.advance(by: .seconds(2))
    #expect(completions == 10)
    #expect(harness.client.inFlightCount == 0)
  }

  @Test func aSearchWithACountSendsIt() throws {
    let harness = try Harness()
    let query = try RestaurantSearchQuery(coordinate: tokyoStation, count: 3)
    var result: HotpepperAPI.SearchResult?
    harness.api.searchShops(query) { result = $0 }
    harness.loop.advance(by: .milliseconds(100))
    #expect(harness.client.requests.first?.queryValue("count") == "3")
    #expect(try result?.get().shops.count == 6)
  }

  // MARK: - Helpers

  private func search(near coordinate: LocationCoordinate2D, keyword: String? = nil) throws
    -> HotpepperAPI.SearchResult
  {
    let harness = try Harness()
    var result: HotpepperAPI.SearchResult?
    harness.api.searchShops(near: coordinate, keyword: keyword) { result = $0 }
    harness.loop.advance(by: .milliseconds(100))
    return try #require(result)
  }

  /// A virtual loop, a fixture client answering from the real manifest, and the API over it.
  @MainActor
  private struct Harness {
    let loop = MainLoop()
    let client: FixtureHTTPClient
    let api: HotpepperAPI

    init(configuration: HotpepperConfiguration = .fixture) throws {
      let router = try HotpepperFixtureFolder.router()
      client = FixtureHTTPClient(
        loop: loop, latency: .milliseconds(100), responder: router.responder)
      api = HotpepperAPI(client: client, configuration: configuration)
    }
  }
}
