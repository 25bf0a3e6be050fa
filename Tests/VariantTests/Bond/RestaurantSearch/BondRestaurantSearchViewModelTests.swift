import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing

@testable import BondVariant

/// The Bond view model on its own: its properties observed, its events called, the location
/// device and the fixture client driven in virtual time.
@MainActor
@Suite("Bond restaurant search view model")
struct BondRestaurantSearchViewModelTests {
  private typealias Host = RestaurantSearchSceneHost
  private typealias RequestState = RestaurantSearchViewModel.RequestState

  /// A view model on a granted device and the fixture client, already locating.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let http: FixtureHTTPClient
    let viewModel: RestaurantSearchViewModel
    let bag = DisposeBag()

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      http = FixtureHTTPClient(loop: loop, responder: router.responder)
      viewModel = RestaurantSearchViewModel(
        locationManager: LocationManager(device: device),
        hotpepper: HotpepperAPI(client: http, configuration: .fixture), scheduler: loop,
        decodingContext: WorkQueue(label: "decoding", loop: loop).context,
        mainContext: loop.main.context)
      viewModel.startLocating()
    }

    func deliver(_ coordinate: LocationCoordinate2D, accuracy: Double = 5) {
      device.deliver([
        Location(
          coordinate: coordinate, horizontalAccuracy: accuracy,
          timestamp: Date(timeIntervalSince1970: 0))
      ])
    }

    /// Every request state from now on, the current one first.
    func recordStates() -> () -> [RequestState] {
      var states: [RequestState] = []
      viewModel.requestState.observeNext { states.append($0) }.dispose(in: bag)
      return { states }
    }
  }

  // MARK: - Location

  @Test func theFirstValidFixSetsTheCameraCentreOnceAndEveryFixTheLocation() throws {
    let fixture = try Fixture()
    var centres: [LocationCoordinate2D?] = []
    fixture.viewModel.cameraCenter.observeNext { centres.append($0) }.dispose(in: fixture.bag)
    fixture.deliver(Host.tokyoStation, accuracy: -1)
    #expect(fixture.viewModel.location.value == nil)
    fixture.deliver(Host.tokyoStation)
    fixture.deliver(Host.shibuyaStation)
    #expect(centres == [nil, Host.tokyoStation])
    #expect(fixture.viewModel.location.value == Host.shibuyaStation)
    #expect(fixture.device.lastRequestWasAlways == false)
  }

  // MARK: - Request state

  @Test func aSearchGoesFromRequestingToFinishAndFillsTheShops() throws {
    let fixture = try Fixture()
    let states = fixture.recordStates()
    fixture.deliver(Host.tokyoStation)
    fixture.viewModel.search()
    #expect(states() == [.none, .requesting])
    fixture.loop.advance(by: .milliseconds(100))
    #expect(states() == [.none, .requesting, .finish])
    #expect(fixture.viewModel.shops.collection.map(\.id) == (1...6).map { "J00123450\($0)" })
  }

  @Test func aFailureEndsInTheErrorStateAndKeepsTheShops() throws {
    let fixture = try Fixture()
    let states = fixture.recordStates()
    fixture.deliver(Host.shibuyaStation)
    fixture.viewModel.search()
    fixture.loop.advance(by: .milliseconds(100))
    fixture.http.injectFault(.status(502))
    fixture.viewModel.search()
    fixture.loop.advance(by: .milliseconds(100))
    #expect(states() == [.none, .requesting, .finish, .requesting, .error(.httpStatus(502))])
    #expect(fixture.viewModel.shops.count == 4)
  }

  @Test func withoutALocationNothingIsRequested() throws {
    let fixture = try Fixture()
    let states = fixture.recordStates()
    fixture.viewModel.search()
    fixture.viewModel.keyword.value = "ramen"
    fixture.loop.advance(by: .seconds(1))
    #expect(states() == [.none])
    #expect(fixture.http.requests.isEmpty)
  }

  // MARK: - Debounce and latest wins

  @Test func keywordChangesSearchOnceFiveHundredMillisecondsAfterTheLast() throws {
    let fixture = try Fixture()
    fixture.deliver(Host.tokyoStation)
    fixture.viewModel.keyword.value = "ra"
    fixture.loop.advance(by: .milliseconds(300))
    fixture.viewModel.keyword.value = "ramen"
    fixture.loop.advance(by: .milliseconds(499))
    #expect(fixture.http.requests.isEmpty)
    fixture.loop.advance(by: .milliseconds(1))
    #expect(fixture.http.requests.map { $0.queryValue("keyword") } == ["ramen"])
  }

  @Test func aNewerSearchCancelsTheOneInFlight() throws {
    let fixture = try Fixture()
    let states = fixture.recordStates()
    fixture.deliver(Host.tokyoStation)
    fixture.http.injectFault(.delay(.seconds(1)))
    fixture.viewModel.search()
    fixture.deliver(Host.shibuyaStation)
    fixture.viewModel.search()
    #expect(fixture.http.inFlightCount == 1)
    fixture.loop.advance(by: .seconds(2))
    #expect(states() == [.none, .requesting, .requesting, .finish])
    #expect(fixture.viewModel.shops.count == 4)
  }

  // MARK: - Selection

  @Test func selectingAMarkerSelectsItsShopUntilTheNextAnswer() throws {
    let fixture = try Fixture()
    fixture.deliver(Host.tokyoStation)
    fixture.viewModel.search()
    fixture.loop.advance(by: .milliseconds(100))
    fixture.viewModel.selectShop(id: "J001234503")
    #expect(fixture.viewModel.selectedShop.value?.name == "日本橋 鮨 いさご")
    fixture.viewModel.selectShop(id: "unknown")
    #expect(fixture.viewModel.selectedShop.value == nil)
    fixture.viewModel.selectShop(id: "J001234501")
    fixture.viewModel.search()
    #expect(fixture.viewModel.selectedShop.value != nil, "a search in flight keeps the selection")
    fixture.loop.advance(by: .milliseconds(100))
    #expect(fixture.viewModel.selectedShop.value == nil)
  }

  // MARK: - Lifetime

  @Test func releasingTheViewModelCancelsItsRequestAndEndsItsObservations() throws {
    let subscriptionsBefore = BondResources.liveSubscriptions
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let http = FixtureHTTPClient(loop: loop) { _ in HTTPResponse(statusCode: 500, body: Data()) }
    var viewModel: RestaurantSearchViewModel? = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      hotpepper: HotpepperAPI(client: http, configuration: .fixture), scheduler: loop,
      decodingContext: WorkQueue(label: "decoding", loop: loop).context,
      mainContext: loop.main.context)
    weak let released = viewModel
    viewModel?.startLocating()
    device.deliver([
      Location(coordinate: Host.tokyoStation, timestamp: Date(timeIntervalSince1970: 0))
    ])
    viewModel?.keyword.value = "ramen"
    viewModel?.search()
    #expect(http.inFlightCount == 1)
    #expect(BondResources.liveSubscriptions > subscriptionsBefore)
    viewModel = nil
    #expect(released == nil)
    #expect(http.inFlightCount == 0)
    #expect(BondResources.liveSubscriptions == subscriptionsBefore)
    loop.advance(by: .seconds(1))
    #expect(http.requests.count == 1)
  }
}
