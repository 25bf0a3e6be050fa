import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import DelegateVariant

@MainActor
@Suite("Delegate restaurant search presenter")
struct DelegateRestaurantSearchPresenterTests {
  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let presenter: RestaurantSearchPresenter
  private let view = RestaurantSearchPresenterDelegateSpy()

  init() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    presenter = RestaurantSearchPresenter(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
  }

  // MARK: - Location

  @Test func announcesOnlyTheFirstValidFix() {
    presenter.requestLocationAccess()
    presenter.delegate = view
    presenter.startUpdatingLocation()
    deliver(RestaurantSearchSceneHost.mountFuji, accuracy: -1)
    deliver(RestaurantSearchSceneHost.tokyoStation)
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    #expect(view.calls == ["first location 35.681236,139.767125"])
    #expect(presenter.currentLocation == RestaurantSearchSceneHost.shibuyaStation)
    #expect(device.authorizationRequestCount == 1)
  }

  @Test func fixesArriveOnlyWhileUpdating() {
    presenter.requestLocationAccess()
    deliver(RestaurantSearchSceneHost.tokyoStation)
    #expect(presenter.currentLocation == nil)
    presenter.delegate = view
    presenter.startUpdatingLocation()
    presenter.stopSearching()
    deliver(RestaurantSearchSceneHost.tokyoStation)
    #expect(presenter.currentLocation == nil)
    #expect(view.calls.isEmpty)
  }

  // MARK: - Searching

  @Test func aSearchReportsEachChangeThroughItsDidSet() {
    locate()
    presenter.searchShops(keyword: "ramen")
    loop.advance(by: .milliseconds(100))
    presenter.selectShop(withID: "J001234505")
    #expect(
      view.calls.dropFirst() == [
        "searching true", "searching false", "shops J001234502 J001234505", "left out 0",
        "selected none", "selected J001234505",
      ])
    #expect(presenter.selectedShop?.name == "京橋 中華そば 青葉軒")
  }

  @Test func shopsWithoutALocationAreCountedThroughItsDidSet() {
    locate()
    presenter.searchShops(keyword: "unlocated-shops")
    loop.advance(by: .milliseconds(100))
    #expect(view.calls.suffix(3) == ["shops J001234811 J001234816", "left out 4", "selected none"])
    #expect(presenter.leftOutCount == 4)
  }

  @Test func noShopsClearsTheShopsAndRaisesTheConfirmAlert() {
    locate()
    presenter.searchShops(keyword: "curry")
    loop.advance(by: .milliseconds(100))
    #expect(view.calls.suffix(4) == ["shops", "left out 0", "selected none", "alert Confirm"])
    #expect(presenter.alert == .noShops)
    presenter.alertDismissed()
    #expect(presenter.alert == nil)
    #expect(view.calls.last == "alert Confirm")
  }

  @Test func aFailureRaisesTheErrorAlertAndKeepsTheShops() {
    locate()
    presenter.searchShops(keyword: nil)
    loop.advance(by: .milliseconds(100))
    presenter.selectShop(withID: "J001234501")
    http.injectFault(.status(502))
    presenter.searchShops(keyword: nil)
    loop.advance(by: .milliseconds(100))
    #expect(view.calls.suffix(3) == ["searching true", "searching false", "alert Error"])
    #expect(presenter.alert == .failure(.httpStatus(502)))
    #expect(presenter.alert?.message == "Could not fetch restaurants: the server answered HTTP 502")
    #expect(presenter.shops.count == 6)
    #expect(presenter.selectedShop?.id == "J001234501")
  }

  @Test func aNewerSearchCancelsTheOneInFlight() {
    locate()
    http.injectFault(.delay(.seconds(1)))
    presenter.searchShops(keyword: nil)
    presenter.searchShopsWhenTypingPauses(keyword: "sushi")
    loop.advance(by: .milliseconds(550))
    #expect(presenter.isSearching)
    loop.advance(by: .seconds(2))
    #expect(presenter.shops.map(\.id) == ["J001234503", "J001234506"])
    #expect(view.calls.filter { $0.hasPrefix("shops") } == ["shops J001234503 J001234506"])
    #expect(http.requests.count == 2)
  }

  @Test func theKeywordWaitRestartsOnEveryEditAndNeedsALocation() {
    presenter.requestLocationAccess()
    presenter.delegate = view
    presenter.startUpdatingLocation()
    presenter.searchShopsWhenTypingPauses(keyword: "ramen")
    loop.advance(by: .milliseconds(600))
    #expect(http.requests.isEmpty)
    deliver(RestaurantSearchSceneHost.tokyoStation)
    presenter.searchShopsWhenTypingPauses(keyword: "s")
    loop.advance(by: .milliseconds(499))
    presenter.searchShopsWhenTypingPauses(keyword: "sushi")
    loop.advance(by: .milliseconds(499))
    #expect(http.requests.isEmpty)
    loop.advance(by: .milliseconds(1))
    #expect(http.requests.map { $0.queryValue("keyword") } == ["sushi"])
  }

  // MARK: - Stopping

  @Test func stoppingCancelsTheWaitAndTheSearchAndSilencesTheView() {
    locate()
    presenter.searchShops(keyword: nil)
    presenter.searchShopsWhenTypingPauses(keyword: "ramen")
    presenter.stopSearching()
    #expect(view.calls.suffix(2) == ["searching true", "searching false"])
    let callsAtStop = view.calls
    loop.advance(by: .seconds(1))
    #expect(view.calls == callsAtStop)
    #expect(http.requests.count == 1)
    #expect(http.inFlightCount == 0)
    #expect(presenter.shops.isEmpty)
  }

  @Test func aPresenterLetGoWithASearchInFlightIsFreedAtOnce() {
    weak var released: RestaurantSearchPresenter?
    do {
      let presenter = RestaurantSearchPresenter(
        locationManager: LocationManager(device: device),
        api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
      released = presenter
      presenter.requestLocationAccess()
      presenter.delegate = view
      presenter.startUpdatingLocation()
      deliver(RestaurantSearchSceneHost.tokyoStation)
      http.injectFault(.delay(.seconds(1)))
      presenter.searchShops(keyword: nil)
      #expect(http.inFlightCount == 1)
    }
    #expect(released == nil, "the search's completion must not keep its presenter alive")
    loop.advance(by: .seconds(2))
    #expect(!view.calls.contains { $0.hasPrefix("shops") }, "nobody is left to hear the answer")
  }

  @Test func thePresenterHoldsItsViewWeakly() {
    var spy: RestaurantSearchPresenterDelegateSpy? = RestaurantSearchPresenterDelegateSpy()
    weak let weakSpy = spy
    presenter.delegate = spy ?? view
    spy = nil
    #expect(weakSpy == nil)
  }

  // MARK: - Helpers

  private func locate() {
    presenter.requestLocationAccess()
    presenter.delegate = view
    presenter.startUpdatingLocation()
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

/// Records what the presenter tells its view, one line per call.
@MainActor
private final class RestaurantSearchPresenterDelegateSpy: RestaurantSearchPresenterDelegate {
  private(set) var calls: [String] = []

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didFindFirstLocation coordinate: LocationCoordinate2D
  ) {
    calls.append("first location \(coordinate.latitude),\(coordinate.longitude)")
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeCanSearch canSearch: Bool
  ) {
    calls.append("can search \(canSearch)")
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didChangeSearching isSearching: Bool
  ) {
    calls.append("searching \(isSearching)")
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateShops shops: [Shop]
  ) {
    calls.append((["shops"] + shops.map(\.id)).joined(separator: " "))
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didUpdateLeftOutCount count: Int
  ) {
    calls.append("left out \(count)")
  }

  func restaurantSearchPresenter(_ presenter: RestaurantSearchPresenter, didSelectShop shop: Shop?)
  {
    calls.append("selected \(shop?.id ?? "none")")
  }

  func restaurantSearchPresenter(
    _ presenter: RestaurantSearchPresenter, didRaiseAlert alert: RestaurantSearchAlert
  ) {
    calls.append("alert \(alert.title)")
  }
}
