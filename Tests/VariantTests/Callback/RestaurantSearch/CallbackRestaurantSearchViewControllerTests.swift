import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing
import UIKitLite

@testable import CallbackVariant

@MainActor
@Suite("Callback restaurant search view controller")
struct CallbackRestaurantSearchViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let viewModel: RestaurantSearchViewModel
  private let window = Window()

  init() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    viewModel = RestaurantSearchViewModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
  }

  @Test func eachSearchStartsTheIndicatorAndOnlyTheLatestAnswerStopsIt() throws {
    window.rootViewController = RestaurantSearchViewController(viewModel: viewModel)
    deliver(RestaurantSearchSceneHost.tokyoStation)
    let button = try #require(window.view(withIdentifier: "searchButton") as? Button)
    let indicator = try #require(
      window.view(withIdentifier: "activityIndicator") as? ActivityIndicator)
    button.tap()
    loop.advance(by: .milliseconds(50))
    button.tap()
    #expect(indicator.renderCount == 2, "started once per search")
    loop.advance(by: .milliseconds(60))
    #expect(indicator.isAnimating)
    loop.advance(by: .milliseconds(40))
    #expect(!indicator.isAnimating)
    #expect(indicator.renderCount == 3, "stopped once, by the latest answer")
  }

  @Test func leavingTheScreenStopsTheIndicatorTheSearchAndTheUpdates() throws {
    let controller = RestaurantSearchViewController(viewModel: viewModel)
    window.rootViewController = controller
    deliver(RestaurantSearchSceneHost.tokyoStation)
    let button = try #require(window.view(withIdentifier: "searchButton") as? Button)
    let indicator = try #require(
      window.view(withIdentifier: "activityIndicator") as? ActivityIndicator)
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    button.tap()
    window.rootViewController = nil
    #expect(!indicator.isAnimating)
    loop.advance(by: .seconds(1))
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    #expect(map.annotations.isEmpty)
    #expect(viewModel.currentLocation == RestaurantSearchSceneHost.tokyoStation)
    #expect(http.inFlightCount == 0)
    withExtendedLifetime(controller) {}
  }

  private func deliver(_ coordinate: LocationCoordinate2D) {
    device.deliver([Location(coordinate: coordinate, timestamp: Date(timeIntervalSince1970: 0))])
  }
}
