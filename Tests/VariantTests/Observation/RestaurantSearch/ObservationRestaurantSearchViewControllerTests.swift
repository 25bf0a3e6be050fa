import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Storyboards
import Testing
import UIKitLite

@testable import ObservationVariant

@MainActor
@Suite("Observation restaurant search view controller")
struct ObservationRestaurantSearchViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let model: RestaurantSearchModel
  private let window = Window()

  init() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    model = RestaurantSearchModel(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(
        client: FixtureHTTPClient(loop: loop, responder: router.responder),
        configuration: .fixture),
      mainLoop: loop)
  }

  private var liveRenders: Int {
    ObservationStyle.declaration.runtimeGauges.reduce(0) { $0 + $1.count() }
  }

  @Test func tracksWhileOnScreenAndCancelsItsRendersWhenItLeaves() {
    let before = liveRenders
    window.rootViewController = RestaurantSearchViewController(model: model, mainLoop: loop)
    #expect(liveRenders == before + 7)
    window.rootViewController = nil
    #expect(liveRenders == before, "the model outlives the screen")
  }

  @Test func appearingRendersNothingTheStoryboardAlreadyShows() throws {
    window.rootViewController = RestaurantSearchViewController(model: model, mainLoop: loop)
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    let button = try #require(window.view(withIdentifier: "searchButton") as? Button)
    let info = try #require(window.view(withIdentifier: "infoWindow"))
    let storyboard = RestaurantSearchView()
    #expect(map.renderCount == storyboard.mapView.renderCount)
    #expect(button.renderCount == storyboard.searchButton.renderCount)
    #expect(info.renderCount == storyboard.infoWindow.renderCount)
    window.rootViewController = nil
  }

  @Test func rendersOnTheNextTurnAfterTheModelChanges() throws {
    window.rootViewController = RestaurantSearchViewController(model: model, mainLoop: loop)
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    locate()
    model.searchShops(keyword: "sushi")
    loop.advance(by: .milliseconds(100))
    #expect(map.annotations.map(\.id) == ["J001234503", "J001234506"])
    model.selectShop(withID: "J001234506")
    #expect(
      (window.view(withIdentifier: "infoWindow"))?.isHidden == true,
      "Observation tells before the change, not after")
    loop.runUntilIdle()
    #expect((window.view(withIdentifier: "infoWindow"))?.isHidden == false)
    model.searchShops(keyword: "curry")
    loop.advance(by: .milliseconds(100))
    #expect(window.presentedAlert?.title == "Confirm")
    window.presentedAlert?.tapAction(titled: "OK")
    #expect(model.alert == nil, "dismissing the alert tells the model")
    window.rootViewController = nil
  }

  private func locate() {
    model.requestLocationAccess()
    model.startUpdatingLocation()
    device.deliver([
      Location(
        coordinate: RestaurantSearchSceneHost.tokyoStation, horizontalAccuracy: 5,
        timestamp: Date(timeIntervalSince1970: 0))
    ])
    loop.runUntilIdle()
  }

  @Test func aScreenThatLeftRendersNothingAndStopsLocating() throws {
    let controller = RestaurantSearchViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    window.rootViewController = nil
    device.deliver([
      Location(
        coordinate: RestaurantSearchSceneHost.tokyoStation,
        timestamp: Date(timeIntervalSince1970: 0))
    ])
    loop.runUntilIdle()
    #expect(model.currentLocation == nil)
    locate()
    model.searchShops(keyword: "sushi")
    loop.advance(by: .milliseconds(100))
    #expect(model.shops.count == 2, "the model, which outlives the screen, still answers")
    #expect(map.annotations.isEmpty)
    withExtendedLifetime(controller) {}
  }
}
