import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Observation
import Testing

@testable import ObservationVariant

@MainActor
@Suite("Observation restaurant search model")
struct ObservationRestaurantSearchModelTests {
  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let model: RestaurantSearchModel

  init() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    model = RestaurantSearchModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
  }

  // MARK: - Location

  @Test func onlyTheFirstValidFixCentresTheMap() {
    model.requestLocationAccess()
    model.startUpdatingLocation()
    deliver(RestaurantSearchSceneHost.mountFuji, accuracy: -1)
    #expect(model.mapCenter == nil)
    deliver(RestaurantSearchSceneHost.tokyoStation)
    var centerChanges = 0
    withObservationTracking { _ = model.mapCenter } onChange: {
      MainActor.assumeIsolated { centerChanges += 1 }
    }
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    #expect(model.mapCenter == RestaurantSearchSceneHost.tokyoStation)
    #expect(model.currentLocation == RestaurantSearchSceneHost.shibuyaStation)
    #expect(centerChanges == 0, "a later fix changes nothing a map render reads")
  }

  // MARK: - Searching

  @Test func aSearchAnswersWithShopsAndClearsTheSelection() {
    locate()
    model.searchShops(keyword: "sushi")
    #expect(model.isSearching)
    loop.advance(by: .milliseconds(100))
    #expect(!model.isSearching)
    #expect(model.shops.map(\.id) == ["J001234503", "J001234506"])
    #expect(model.answers == 1)
    model.selectShop(withID: "J001234506")
    model.selectShop(withID: "J999999999")
    #expect(model.selectedShop?.id == "J001234506")
  }

  @Test func anEqualAnswerStillMovesWhatTheMarkersFollow() {
    locate()
    model.searchShops(keyword: "sushi")
    loop.advance(by: .milliseconds(100))
    var markerChanges = 0
    withObservationTracking {
      _ = model.shops
      _ = model.answers
    } onChange: {
      MainActor.assumeIsolated { markerChanges += 1 }
    }
    model.searchShops(keyword: "sushi")
    loop.advance(by: .milliseconds(100))
    #expect(markerChanges == 1)
    #expect(model.answers == 2)
  }

  @Test func noShopsAndFailuresSetTheAlertUntilItIsDismissed() {
    locate()
    model.searchShops(keyword: "curry")
    loop.advance(by: .milliseconds(100))
    #expect(model.alert == .noShops)
    model.alertDismissed()
    #expect(model.alert == nil)
    model.searchShops(keyword: "error-3000-object")
    loop.advance(by: .milliseconds(100))
    #expect(model.alert?.title == "Error")
    #expect(
      model.alert?.message
        == "Could not fetch restaurants: a search parameter was rejected (code 3000)")
    #expect(model.shops.isEmpty, "a failure leaves the shops")
  }

  @Test func theLatestSearchWinsAndTheKeywordWaitRestarts() {
    locate()
    http.injectFault(.delay(.seconds(1)))
    model.searchShops(keyword: nil)
    model.searchShopsWhenTypingPauses(keyword: "r")
    loop.advance(by: .milliseconds(300))
    model.searchShopsWhenTypingPauses(keyword: "ramen")
    loop.advance(by: .milliseconds(499))
    #expect(http.requests.count == 1)
    loop.advance(by: .milliseconds(1))
    #expect(http.requests.last?.queryValue("keyword") == "ramen")
    loop.advance(by: .seconds(2))
    #expect(model.shops.map(\.id) == ["J001234502", "J001234505"])
    #expect(!model.isSearching)
  }

  @Test func cancellingStopsTheWaitAndTheSearch() {
    locate()
    model.searchShops(keyword: nil)
    model.searchShopsWhenTypingPauses(keyword: "ramen")
    model.cancelSearches()
    #expect(!model.isSearching)
    loop.advance(by: .seconds(1))
    #expect(http.requests.count == 1)
    #expect(model.shops.isEmpty)
  }

  // MARK: - Helpers

  private func locate() {
    model.requestLocationAccess()
    model.startUpdatingLocation()
    deliver(RestaurantSearchSceneHost.tokyoStation)
  }

  private func deliver(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) {
    device.deliver([
      Location(
        coordinate: coordinate, horizontalAccuracy: accuracy,
        timestamp: Date(timeIntervalSince1970: 0))
    ])
  }
}
