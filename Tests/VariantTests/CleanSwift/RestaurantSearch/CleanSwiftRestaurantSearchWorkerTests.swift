import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift restaurant search worker")
struct CleanSwiftRestaurantSearchWorkerTests {
  private typealias Host = RestaurantSearchSceneHost

  private func makeWorker(
    device: SimulatedLocationDevice = SimulatedLocationDevice(
      authorizationStatus: .notDetermined)
  ) throws -> (RestaurantSearchWorker, FixtureHTTPClient, MainLoop) {
    let loop = MainLoop(mode: .virtual)
    let router = try FixtureRouter(directory: Host.fixturesDirectory)
    let http = FixtureHTTPClient(loop: loop, responder: router.responder)
    let worker = RestaurantSearchWorker(
      api: HotpepperAPI(client: http, configuration: .fixture),
      locationManager: LocationManager(device: device), mainLoop: loop)
    return (worker, http, loop)
  }

  // MARK: - Location

  @Test func startLocatingAsksForWhenInUseAndReportsEachBatchToTheDelegate() throws {
    // Given
    let device = SimulatedLocationDevice(authorizationStatus: .notDetermined)
    let (worker, _, _) = try makeWorker(device: device)
    let delegate = RestaurantSearchWorkerDelegateSpy()
    worker.delegate = delegate
    let fix = Location(coordinate: Host.tokyoStation, timestamp: Date(timeIntervalSince1970: 0))
    // When
    worker.startLocating()
    device.setAuthorization(.authorizedWhenInUse)
    device.deliver([fix])
    // Then
    #expect(device.authorizationRequestCount == 1)
    #expect(!device.lastRequestWasAlways)
    #expect(delegate.locationBatches == [[fix]])
  }

  // MARK: - Typing

  @Test func aTypingPauseIsReportedAfterFiveHundredQuietMillisecondsWithTheLastKeyword() throws {
    // Given
    let (worker, _, loop) = try makeWorker()
    let delegate = RestaurantSearchWorkerDelegateSpy()
    worker.delegate = delegate
    // When
    worker.waitForTypingPause(keyword: "r")
    loop.advance(by: .milliseconds(400))
    worker.waitForTypingPause(keyword: "ramen")
    loop.advance(by: .milliseconds(499))
    #expect(delegate.pauses.isEmpty)
    loop.advance(by: .milliseconds(1))
    // Then
    #expect(delegate.pauses == ["ramen"])
    #expect(loop.pendingCount == 0)
  }

  @Test func releasingTheWorkerCancelsThePendingPause() throws {
    let loop = try {
      let (worker, _, loop) = try makeWorker()
      worker.waitForTypingPause(keyword: "ramen")
      #expect(loop.pendingCount == 1)
      return loop
    }()
    #expect(loop.pendingCount == 0)
  }

  // MARK: - Search

  @Test func searchesTheRangeAroundTheLocationWithTheTrimmedKeyword() throws {
    let (worker, http, loop) = try makeWorker()
    var results: [HotpepperAPI.SearchResult] = []
    worker.searchShops(near: Host.tokyoStation, keyword: "  sushi\n") { results.append($0) }
    worker.searchShops(near: Host.tokyoStation, keyword: "   ") { results.append($0) }
    loop.advance(by: .milliseconds(100))
    #expect(http.requests.map { $0.queryValue("keyword") } == ["sushi", nil])
    #expect(http.requests.allSatisfy { $0.queryValue("range") == "3" })
    #expect(results.count == 2)
    #expect(try results[0].get().shops.map(\.id) == ["J001234503", "J001234506"])
    #expect(try results[1].get().shops.count == 6)
  }

  @Test func aCancelledSearchNeverCompletes() throws {
    let (worker, http, loop) = try makeWorker()
    var completions = 0
    let task = worker.searchShops(near: Host.tokyoStation, keyword: "") { _ in completions += 1 }
    task.cancel()
    loop.advance(by: .seconds(1))
    #expect(completions == 0)
    #expect(http.inFlightCount == 0)
  }
}

// MARK: - Spy

@MainActor
private final class RestaurantSearchWorkerDelegateSpy: RestaurantSearchWorkerDelegate {
  private(set) var locationBatches: [[Location]] = []
  private(set) var pauses: [String] = []

  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didUpdateLocations locations: [Location]
  ) {
    locationBatches.append(locations)
  }

  func restaurantSearchWorker(_ worker: RestaurantSearchWorker, didPauseTyping keyword: String) {
    pauses.append(keyword)
  }

  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didChangeAuthorization status: AuthorizationStatus
  ) {}
}
