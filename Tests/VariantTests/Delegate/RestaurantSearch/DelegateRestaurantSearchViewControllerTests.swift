import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Testing
import UIKitLite

@testable import DelegateVariant

@MainActor
@Suite("Delegate restaurant search view controller")
struct DelegateRestaurantSearchViewControllerTests {
  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let presenter: RestaurantSearchPresenter
  private let window = Window()

  init() throws {
    let router = try FixtureRouter(directory: RestaurantSearchSceneHost.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
    presenter = RestaurantSearchPresenter(
      locationManager: LocationManager(device: device),
      api: HotpepperAPI(client: http, configuration: .fixture), mainLoop: loop)
  }

  @Test func theViewShowsWhatThePresenterReports() throws {
    window.rootViewController = RestaurantSearchViewController(presenter: presenter)
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    #expect((window.view(withIdentifier: "searchButton") as? Button)?.isEnabled == true)
    presenter.searchShops(keyword: "ramen")
    let indicator = try #require(
      window.view(withIdentifier: "activityIndicator") as? ActivityIndicator)
    #expect(indicator.isAnimating)
    loop.advance(by: .milliseconds(100))
    #expect(!indicator.isAnimating)
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    #expect(map.annotations.map(\.id) == ["J001234602"])
    #expect(map.selectAnnotation(withID: "J001234602"))
    #expect((window.view(withIdentifier: "infoNameLabel") as? Label)?.text == "宮益坂 らーめん 風見鶏")
  }

  @Test func dismissingTheAlertTellsThePresenter() {
    window.rootViewController = RestaurantSearchViewController(presenter: presenter)
    deliver(RestaurantSearchSceneHost.mountFuji)
    presenter.searchShops(keyword: nil)
    loop.advance(by: .milliseconds(100))
    #expect(presenter.alert == .noShops)
    window.presentedAlert?.tapAction(titled: "OK")
    #expect(presenter.alert == nil)
    #expect(window.presentedAlert == nil)
  }

  @Test func leavingTheScreenStopsThePresentersWork() throws {
    let controller = RestaurantSearchViewController(presenter: presenter)
    window.rootViewController = controller
    deliver(RestaurantSearchSceneHost.tokyoStation)
    presenter.searchShops(keyword: nil)
    let map = try #require(window.view(withIdentifier: "mapView") as? MapView)
    window.rootViewController = nil
    #expect(!presenter.isSearching)
    loop.advance(by: .seconds(1))
    deliver(RestaurantSearchSceneHost.shibuyaStation)
    #expect(map.annotations.isEmpty)
    #expect(presenter.currentLocation == RestaurantSearchSceneHost.tokyoStation)
    #expect(http.inFlightCount == 0)
    withExtendedLifetime(controller) {}
  }

  private func deliver(_ coordinate: LocationCoordinate2D) {
    device.deliver([Location(coordinate: coordinate, timestamp: Date(timeIntervalSince1970: 0))])
  }
}
