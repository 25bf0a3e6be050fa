import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Storyboards
import Testing
import UIKitLite

@testable import AsyncAwaitVariant

@MainActor
@Suite("Async-await restaurant search view controller")
struct AsyncAwaitRestaurantSearchViewControllerTests {
  private typealias Place = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient

  init() throws {
    let router = try FixtureRouter(directory: Place.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
  }

  @Test func theFirstFixCentresTheMapAndEnablesSearching() throws {
    let controller = makeController()
    let view = try load(controller)
    #expect(!view.searchButton.isEnabled)
    deliver(Place.tokyoStation)
    #expect(view.searchButton.isEnabled)
    #expect(view.mapView.centerCoordinate == Place.tokyoStation)
    withExtendedLifetime(controller) {}
  }

  @Test func aTapAnimatesUntilTheMarkersArrive() throws {
    let controller = makeController()
    let view = try load(controller)
    deliver(Place.tokyoStation)
    loop.settle { view.searchButton.tap() }
    #expect(view.activityIndicator.isAnimating)
    loop.advanceDriven(by: .milliseconds(100))
    #expect(!view.activityIndicator.isAnimating)
    #expect(view.mapView.annotations.map(\.id).count == 6)
    withExtendedLifetime(controller) {}
  }

  @Test func releasingTheScreenMidSearchEndsEveryTaskAndTheRequest() throws {
    let liveBefore = SceneTasks.live
    weak var released: RestaurantSearchViewController?
    try loop.settle {
      let controller = makeController()
      released = controller
      let view = try #require(controller.view as? RestaurantSearchView)
      device.deliver([Self.fix(at: Place.tokyoStation)])
      loop.runUntilIdle()
      view.searchButton.tap()
    }
    loop.settle {}
    #expect(released == nil)
    #expect(SceneTasks.live == liveBefore)
    #expect(http.inFlightCount == 0)
  }

  // MARK: - Helpers

  private func makeController() -> RestaurantSearchViewController {
    RestaurantSearchViewController(
      viewModel: RestaurantSearchViewModel(
        locationManager: LocationManager(device: device),
        client: RestaurantSearchClient(
          api: HotpepperAPI(client: http, configuration: .fixture),
          decoder: ShopDecoder(queue: WorkQueue(label: "decoding", loop: loop))),
        clock: VirtualClock(loop: loop)))
  }

  private func load(_ controller: RestaurantSearchViewController) throws -> RestaurantSearchView {
    try loop.settle { try #require(controller.view as? RestaurantSearchView) }
  }

  private func deliver(_ coordinate: LocationCoordinate2D) {
    loop.settle { device.deliver([Self.fix(at: coordinate)]) }
  }

  private static func fix(at coordinate: LocationCoordinate2D) -> Location {
    Location(
      coordinate: coordinate, horizontalAccuracy: 5, timestamp: Date(timeIntervalSince1970: 0))
  }
}
