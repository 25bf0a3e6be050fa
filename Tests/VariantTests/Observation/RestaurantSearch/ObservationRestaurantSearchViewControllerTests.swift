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
  private let shop = Shop(
    id: "S1", name: "Test Shop", genreName: "Cafe", photoURL: nil,
    coordinate: RestaurantSearchSceneHost.tokyoStation)

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
    #expect(liveRenders == before + 6)
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
    model.shops = [shop]
    model.answers += 1
    model.selectedShop = shop
    #expect(map.annotations.isEmpty, "Observation tells before the change, not after")
    loop.runUntilIdle()
    #expect(map.annotations.map(\.title) == ["Test Shop"])
    #expect((window.view(withIdentifier: "infoPhotoLabel") as? Label)?.text == "Photo: none")
    model.alert = .noShops
    loop.runUntilIdle()
    #expect(window.presentedAlert?.title == "Confirm")
    window.presentedAlert?.tapAction(titled: "OK")
    #expect(model.alert == nil, "dismissing the alert tells the model")
    window.rootViewController = nil
  }

  @Test func aScreenThatLeftRendersNothingAndStopsLocating() throws {
    let controller = RestaurantSearchViewController(model: model, mainLoop: loop)
    window.rootViewController = controller
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    window.rootViewController = nil
    model.shops = [shop]
    model.answers += 1
    device.deliver([
      Location(
        coordinate: RestaurantSearchSceneHost.tokyoStation,
        timestamp: Date(timeIntervalSince1970: 0))
    ])
    loop.runUntilIdle()
    #expect(map.annotations.isEmpty)
    #expect(model.currentLocation == nil)
    withExtendedLifetime(controller) {}
  }
}
