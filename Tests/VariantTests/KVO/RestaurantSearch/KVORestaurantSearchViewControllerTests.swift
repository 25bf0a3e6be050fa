import CoreLocationLite
import Domain
import Foundation
import KVOLite
import MainLoop
import Networking
import Testing
import UIKitLite

@testable import KVOVariant

@MainActor
@Suite("KVO restaurant search view controller")
struct KVORestaurantSearchViewControllerTests {
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

  @Test func observesWhileOnScreenAndInvalidatesItsTokensWhenItLeaves() {
    let before = KVOResources.liveObservations
    window.rootViewController = RestaurantSearchViewController(model: model)
    #expect(KVOResources.liveObservations == before + 6)
    window.rootViewController = nil
    #expect(KVOResources.liveObservations == before, "the model outlives the screen")
  }

  @Test func rendersOnlyInTheObservationHandlers() throws {
    let controller = RestaurantSearchViewController(model: model)
    window.rootViewController = controller
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    let shop = Shop(
      id: "S1", name: "Test Shop", genreName: "Cafe", photoURL: nil,
      coordinate: RestaurantSearchSceneHost.tokyoStation)
    model.shops = [shop]
    model.selectedShopID = shop.id
    #expect(map.annotations.map(\.title) == ["Test Shop"])
    #expect((window.view(withIdentifier: "infoPhotoLabel") as? Label)?.text == "Photo: none")
    model.alert = .noShops()
    #expect(window.presentedAlert?.title == "Confirm")
    window.presentedAlert?.tapAction(titled: "OK")
    #expect(model.alert == nil, "dismissing the alert tells the model")
  }

  @Test func aScreenThatLeftHearsNothingAndStopsLocating() throws {
    let controller = RestaurantSearchViewController(model: model)
    window.rootViewController = controller
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    window.rootViewController = nil
    model.shops = [
      Shop(
        id: "S1", name: "Test Shop", genreName: "Cafe", photoURL: nil,
        coordinate: RestaurantSearchSceneHost.tokyoStation)
    ]
    device.deliver([
      Location(
        coordinate: RestaurantSearchSceneHost.tokyoStation,
        timestamp: Date(timeIntervalSince1970: 0))
    ])
    #expect(map.annotations.isEmpty)
    #expect(model.currentLocation == nil)
    withExtendedLifetime(controller) {}
  }
}
