import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop
import Networking
import Testing

@testable import KVOVariant

@MainActor
@Suite("KVO restaurant search model")
struct KVORestaurantSearchModelTests {
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

  @Test func theFirstValidFixIsNotifiedOnceAndEveryValidFixIsKept() {
    var changes: [String] = []
    let observation = model.observe(\.hasLocation, options: [.new]) { model, _ in
      changes.append("hasLocation \(Self.text(model.currentLocation))")
    }
    model.requestLocationAccess()
    model.startUpdatingLocation()
    deliver(RestaurantSearchSceneHost.mountFuji, accuracy: -1)
    deliver(RestaurantSearchSceneHost.tokyoStation)
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    observation.invalidate()
    #expect(changes == ["hasLocation 35.681236"])
    #expect(Self.text(model.currentLocation) == "35.658034")
  }

  // MARK: - Searching

  @Test func aSearchSetsEachPropertyInTurn() {
    locate()
    var changes: [String] = []
    let observations = observeAll { changes.append($0) }
    model.searchShops(keyword: "sushi")
    loop.advance(by: .milliseconds(100))
    model.selectShop(withID: "J001234506")
    model.selectShop(withID: "J999999999")
    #expect(
      changes == [
        "isSearching true", "isSearching false", "shops J001234503 J001234506",
        "selectedShop none", "selectedShop J001234506",
      ])
    withExtendedLifetime(observations) {}
  }

  @Test func noShopsAndFailuresSetTheAlertUntilItIsDismissed() {
    locate()
    var changes: [String] = []
    let observations = observeAll { changes.append($0) }
    model.searchShops(keyword: "curry")
    loop.advance(by: .milliseconds(100))
    #expect(model.alert?.title == "Confirm")
    model.alertDismissed()
    model.searchShops(keyword: "error-3000-object")
    loop.advance(by: .milliseconds(100))
    #expect(model.alert?.title == "Error")
    #expect(
      model.alert?.message
        == "Could not fetch restaurants: a search parameter was rejected (code 3000)")
    #expect(
      changes.filter { $0.hasPrefix("alert") } == ["alert Confirm", "alert none", "alert Error"])
    #expect(changes.filter { $0.hasPrefix("shops") } == ["shops"], "a failure leaves the shops")
    withExtendedLifetime(observations) {}
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

  // MARK: - Observations

  @Test func tokensEndTheirObservations() {
    let before = KVOResources.liveObservations
    var changes: [String] = []
    var observations = observeAll { changes.append($0) }
    #expect(KVOResources.liveObservations == before + observations.count)
    observations[0].invalidate()
    #expect(KVOResources.liveObservations == before + observations.count - 1)
    observations = []
    #expect(KVOResources.liveObservations == before)
    model.alertDismissed()
    #expect(changes.isEmpty)
  }

  @Test func aPendingSearchDoesNotKeepTheModelAlive() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    var other: RestaurantSearchModel? = RestaurantSearchModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(
        client: FixtureHTTPClient(loop: loop, responder: router.responder),
        configuration: .fixture),
      mainLoop: loop)
    weak let weakModel = other
    other?.requestLocationAccess()
    other?.startUpdatingLocation()
    deliver(RestaurantSearchSceneHost.tokyoStation)
    other?.searchShops(keyword: nil)
    other?.searchShopsWhenTypingPauses(keyword: "ramen")
    other = nil
    #expect(weakModel == nil)
    loop.advance(by: .seconds(1))
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

  /// Observes the search's properties, reporting each change as `name value`.
  private func observeAll(_ report: @escaping (String) -> Void) -> [NSKeyValueObservation] {
    [
      model.observe(\.isSearching, options: [.new]) { _, change in
        report("isSearching \(change.newValue.map(String.init) ?? "?")")
      },
      model.observe(\.shopsChangeCount, options: [.new]) { model, _ in
        report((["shops"] + model.shops.map(\.id)).joined(separator: " "))
      },
      model.observe(\.selectedShopID, options: [.new]) { model, _ in
        report("selectedShop \(model.selectedShop?.id ?? "none")")
      },
      model.observe(\.alert, options: [.new]) { _, change in
        report("alert \(change.newValue.flatMap { $0?.title } ?? "none")")
      },
    ]
  }

  private static func text(_ value: LocationCoordinate2D?) -> String {
    guard let value else { return "none" }
    return String(format: "%.6f", value.latitude)
  }
}
