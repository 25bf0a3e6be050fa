import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift restaurant search interactor")
struct CleanSwiftRestaurantSearchInteractorTests {
  private typealias Host = RestaurantSearchSceneHost

  /// An interactor with a real worker over the fixture client and a location manager on a
  /// granted device, and a presenter spy.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let http: FixtureHTTPClient
    let interactor: RestaurantSearchInteractor
    let presenter = RestaurantSearchPresentationLogicSpy()

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      http = FixtureHTTPClient(loop: loop, responder: router.responder)
      interactor = RestaurantSearchInteractor(
        worker: RestaurantSearchWorker(
          api: HotpepperAPI(client: http, configuration: .fixture),
          locationManager: LocationManager(device: device), mainLoop: loop))
      interactor.presenter = presenter
    }

    func locate(_ coordinate: LocationCoordinate2D) {
      interactor.updateLocation(request: Map.UpdateLocation.Request(locations: [fix(coordinate)]))
    }

    func fix(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) -> Location {
      Location(
        coordinate: coordinate, horizontalAccuracy: accuracy,
        timestamp: Date(timeIntervalSince1970: 0))
    }
  }

  // MARK: - Init and location

  @Test func initializeMapStartsLocatingAndPresentsTheOpeningState() throws {
    // Given
    let fixture = try Fixture()
    // When
    fixture.interactor.initializeMap(request: Map.Init.Request())
    fixture.device.deliver([fixture.fix(Host.tokyoStation)])
    // Then
    #expect(fixture.presenter.initResponses == [Map.Init.Response(hasLocation: false)])
    #expect(fixture.device.authorizationRequestCount == 1)
    #expect(!fixture.device.lastRequestWasAlways)
    #expect(
      fixture.interactor.currentLocation == Host.tokyoStation,
      "the worker reports the manager's fixes")
  }

  @Test func updateLocationKeepsTheLastValidFixAndTellsTheFirstFromTheRest() throws {
    // Given
    let fixture = try Fixture()
    // When
    fixture.interactor.updateLocation(
      request: Map.UpdateLocation.Request(locations: [fixture.fix(Host.mountFuji, accuracy: -1)]))
    fixture.interactor.updateLocation(
      request: Map.UpdateLocation.Request(locations: [
        fixture.fix(Host.tokyoStation), fixture.fix(Host.mountFuji, accuracy: -1),
      ]))
    fixture.locate(Host.shibuyaStation)
    // Then
    #expect(
      fixture.presenter.locationResponses == [
        Map.UpdateLocation.Response(coordinate: Host.tokyoStation, isFirstFix: true),
        Map.UpdateLocation.Response(coordinate: Host.shibuyaStation, isFirstFix: false),
      ])
    #expect(fixture.interactor.currentLocation == Host.shibuyaStation)
  }

  // MARK: - Search

  @Test func searchWithoutALocationDoesNothing() throws {
    let fixture = try Fixture()
    fixture.interactor.search(request: Map.Search.Request(keyword: ""))
    #expect(fixture.presenter.searchResponses.isEmpty)
    #expect(fixture.http.requests.isEmpty)
  }

  @Test func searchPresentsItsStartThenItsAnswerAndStoresTheShops() throws {
    // Given
    let fixture = try Fixture()
    fixture.locate(Host.shibuyaStation)
    // When
    fixture.interactor.search(request: Map.Search.Request(keyword: " ramen "))
    #expect(fixture.presenter.searchResponses == [.started])
    fixture.loop.advance(by: .milliseconds(100))
    // Then
    #expect(fixture.http.requests.first?.queryValue("keyword") == "ramen")
    let shops = fixture.interactor.shops
    #expect(shops.map(\.id) == ["J001234602"])
    #expect(
      fixture.presenter.searchResponses
        == [.started, .answered(.success(FoundShops(shops: shops)))])
  }

  @Test func aNewerSearchCancelsTheOneInFlight() throws {
    // Given
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.http.injectFault(.delay(.seconds(1)))
    // When
    fixture.interactor.search(request: Map.Search.Request(keyword: ""))
    fixture.interactor.search(request: Map.Search.Request(keyword: "sushi"))
    #expect(fixture.http.inFlightCount == 1)
    fixture.loop.advance(by: .seconds(2))
    // Then
    #expect(fixture.presenter.searchResponses.count == 3)
    #expect(fixture.presenter.searchResponses.prefix(2) == [.started, .started])
    #expect(fixture.interactor.shops.map(\.id) == ["J001234503", "J001234506"])
  }

  @Test func aFailureIsPresentedAndKeepsTheShops() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.interactor.search(request: Map.Search.Request(keyword: ""))
    fixture.loop.advance(by: .milliseconds(100))
    fixture.interactor.search(request: Map.Search.Request(keyword: "error-3000-object"))
    fixture.loop.advance(by: .milliseconds(100))
    let error = RestaurantSearchError.api(
      code: 3000, message: "検索条件に不正な値が含まれています。(range)")
    #expect(fixture.presenter.searchResponses.last == .answered(.failure(error)))
    #expect(fixture.interactor.shops.count == 6)
  }

  @Test func searchAfterTypingWaitsForFiveHundredQuietMilliseconds() throws {
    // Given
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    // When
    fixture.interactor.searchAfterTyping(request: Map.Search.Request(keyword: "r"))
    fixture.loop.advance(by: .milliseconds(400))
    fixture.interactor.searchAfterTyping(request: Map.Search.Request(keyword: "ramen"))
    fixture.loop.advance(by: .milliseconds(499))
    #expect(fixture.presenter.searchResponses.isEmpty)
    fixture.loop.advance(by: .milliseconds(1))
    // Then
    #expect(fixture.presenter.searchResponses == [.started])
    #expect(fixture.http.requests.map { $0.queryValue("keyword") } == ["ramen"])
  }

  // MARK: - Select marker

  @Test func selectMarkerPresentsAKnownShopOnly() throws {
    let fixture = try Fixture()
    fixture.locate(Host.tokyoStation)
    fixture.interactor.search(request: Map.Search.Request(keyword: ""))
    fixture.loop.advance(by: .milliseconds(100))
    fixture.interactor.selectMarker(request: Map.SelectMarker.Request(shopID: "nowhere"))
    fixture.interactor.selectMarker(request: Map.SelectMarker.Request(shopID: "J001234505"))
    #expect(fixture.presenter.selectedResponses.map(\.shop.name) == ["京橋 中華そば 青葉軒"])
  }

  // MARK: - Lifetime

  @Test func releasingTheInteractorCancelsTheSearchAndTheWait() throws {
    let loop = MainLoop(mode: .virtual)
    let http = FixtureHTTPClient(loop: loop) { _ in HTTPResponse(statusCode: 500, body: Data()) }
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    var interactor: RestaurantSearchInteractor? = RestaurantSearchInteractor(
      worker: RestaurantSearchWorker(
        api: HotpepperAPI(client: http, configuration: .fixture),
        locationManager: LocationManager(device: device), mainLoop: loop))
    weak let released = interactor
    interactor?.updateLocation(
      request: Map.UpdateLocation.Request(locations: [
        Location(coordinate: Host.tokyoStation, timestamp: Date(timeIntervalSince1970: 0))
      ]))
    interactor?.search(request: Map.Search.Request(keyword: ""))
    interactor?.searchAfterTyping(request: Map.Search.Request(keyword: "ramen"))
    interactor = nil
    #expect(released == nil)
    #expect(http.inFlightCount == 0)
    #expect(loop.pendingCount == 0)
    #expect(device.liveManagerCount == 0)
  }
}

// MARK: - Spy

@MainActor
private final class RestaurantSearchPresentationLogicSpy: RestaurantSearchPresentationLogic {
  private(set) var initResponses: [Map.Init.Response] = []
  private(set) var locationResponses: [Map.UpdateLocation.Response] = []
  private(set) var searchResponses: [Map.Search.Response] = []
  private(set) var selectedResponses: [Map.SelectMarker.Response] = []

  func presentInitialMap(response: Map.Init.Response) {
    initResponses.append(response)
  }

  func presentLocation(response: Map.UpdateLocation.Response) {
    locationResponses.append(response)
  }

  func presentSearch(response: Map.Search.Response) {
    searchResponses.append(response)
  }

  func presentSelectedShop(response: Map.SelectMarker.Response) {
    selectedResponses.append(response)
  }
}
