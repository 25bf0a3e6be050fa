import AsyncPlatform
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Storyboards
import StoreLite
import Testing
import UIKitLite

@testable import StoreVariant

/// The store restaurant search screen, built by the scene builder on a virtual main loop with
/// the fixture API: it sends its widgets' events and renders the store's state, and going away
/// cancels every effect — the location updates, the keyword pause, the search in flight.
@MainActor
@Suite("Store restaurant search view controller")
struct StoreRestaurantSearchViewControllerTests {
  private typealias Host = RestaurantSearchSceneHost

  private let loop = MainLoop(mode: .virtual)
  private let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
  private let http: FixtureHTTPClient
  private let window = Window()

  init() throws {
    let router = try FixtureRouter(directory: Host.fixturesDirectory)
    http = FixtureHTTPClient(loop: loop, responder: router.responder)
  }

  @Test func theFirstFixEnablesSearchAndCentresTheMapOnce() throws {
    let screen = try show()
    #expect(!screen.searchButton.isEnabled)
    #expect(screen.mapView.centerCoordinate == nil)
    deliver(Host.tokyoStation)
    #expect(screen.searchButton.isEnabled)
    #expect(screen.mapView.centerCoordinate == Host.tokyoStation)
    deliver(Host.shibuyaStation)
    #expect(screen.mapView.centerCoordinate == Host.tokyoStation, "only the first fix centres")
    #expect(screen.store.currentLocation == Host.shibuyaStation)
    tearDown()
  }

  @Test func aSearchAnimatesUntilItsShopsBecomeMarkersAndAMarkerOpensItsInfoWindow() throws {
    let screen = try show()
    deliver(Host.tokyoStation)
    loop.settle { _ = screen.keywordField.type("sushi") }
    loop.settle { _ = screen.searchButton.tap() }
    #expect(screen.activityIndicator.isAnimating)
    loop.advanceDriven(by: .milliseconds(100))
    #expect(!screen.activityIndicator.isAnimating)
    #expect(screen.mapView.annotations.map(\.id) == ["J001234503", "J001234506"])
    #expect(screen.infoWindow.isHidden)
    loop.settle { _ = screen.mapView.selectAnnotation(withID: "J001234506") }
    let shop = try #require(screen.store.shops.first { $0.id == "J001234506" })
    #expect(!screen.infoWindow.isHidden)
    #expect(screen.infoNameLabel.text == RestaurantSearchStrings.infoWindowName(for: shop))
    tearDown()
  }

  @Test func anAnswerWithTheSameShopsStillReplacesTheMarkersAndTheirSelection() throws {
    let screen = try show()
    deliver(Host.tokyoStation)
    loop.settle { _ = screen.keywordField.type("sushi") }
    loop.settle { _ = screen.searchButton.tap() }
    loop.advanceDriven(by: .milliseconds(100))
    loop.settle { _ = screen.mapView.selectAnnotation(withID: "J001234506") }
    #expect(screen.mapView.selectedAnnotation?.id == "J001234506")
    loop.settle { _ = screen.searchButton.tap() }
    loop.advanceDriven(by: .milliseconds(100))
    #expect(screen.mapView.annotations.map(\.id) == ["J001234503", "J001234506"])
    #expect(screen.mapView.selectedAnnotation == nil, "every answer redraws the markers")
    #expect(screen.infoWindow.isHidden)
    tearDown()
  }

  @Test func typingWaitsForAPauseThenSearches() throws {
    let screen = try show()
    deliver(Host.tokyoStation)
    loop.settle { _ = screen.keywordField.type("su") }
    loop.advanceDriven(by: .milliseconds(400))
    loop.settle { _ = screen.keywordField.type("sushi") }
    loop.advanceDriven(by: .milliseconds(400))
    #expect(http.requests.isEmpty, "every edit restarts the pause")
    #expect(!screen.activityIndicator.isAnimating)
    loop.advanceDriven(by: .milliseconds(100))
    #expect(http.requests.count == 1)
    #expect(screen.activityIndicator.isAnimating)
    loop.advanceDriven(by: .milliseconds(100))
    #expect(screen.mapView.annotations.map(\.id) == ["J001234503", "J001234506"])
    tearDown()
  }

  @Test func theLatestSearchWins() throws {
    let screen = try show()
    deliver(Host.tokyoStation)
    http.injectFault(.delay(.seconds(1)))
    loop.settle { _ = screen.keywordField.type("sushi") }
    loop.advanceDriven(by: .milliseconds(500))
    #expect(http.requests.count == 1, "the pause's search, slowed down")
    loop.settle { _ = screen.searchButton.tap() }
    #expect(http.requests.count == 2)
    #expect(http.inFlightCount == 1, "the slow search was cancelled")
    loop.advanceDriven(by: .milliseconds(100))
    #expect(screen.mapView.annotations.map(\.id) == ["J001234503", "J001234506"])
    loop.advanceDriven(by: .seconds(2))
    #expect(screen.store.markersGeneration == 1, "the slow search's answer never arrives")
    tearDown()
  }

  @Test func noShopsIsAnAlertThatOKDismisses() throws {
    let screen = try show()
    deliver(Host.mountFuji)
    loop.settle { _ = screen.searchButton.tap() }
    loop.advanceDriven(by: .milliseconds(100))
    let alert = try #require(window.presentedAlert)
    #expect(alert.title == RestaurantSearchStrings.noShopsAlertTitle)
    #expect(alert.message == RestaurantSearchStrings.noShopsAlertMessage)
    loop.settle { #expect(alert.tapAction(titled: RestaurantSearchStrings.alertOKButtonTitle)) }
    #expect(window.presentedAlert == nil)
    #expect(screen.store.alert == nil, "OK tells the store")
    tearDown()
  }

  @Test func goingAwayCancelsEverythingAndFreesTheScreen() throws {
    let before = StoreResources.runningEffects
    weak var released: RestaurantSearchViewController?
    try loop.settle {
      let screen = try show()
      released = screen
      deliver(Host.tokyoStation)
      _ = screen.keywordField.type("sushi")
      _ = screen.searchButton.tap()
      #expect(StoreResources.runningEffects == before + 3)
    }
    tearDown()
    #expect(released == nil)
    #expect(StoreResources.runningEffects == before)
    #expect(http.inFlightCount == 0)
    #expect(device.liveManagerCount == 0)
    loop.advanceDriven(by: .seconds(2))
    #expect(http.requests.count == 1, "the keyword pause never ends in a search")
  }

  // MARK: - Helpers

  private func show() throws -> RestaurantSearchViewController {
    let builder = try #require(StoreStyle.declaration.builder(for: .restaurantSearch))
    let environment = SceneEnvironment(mainLoop: loop, locationDevice: device, httpClient: http)
    return try loop.settle {
      window.rootViewController = builder(environment).rootViewController
      return try #require(window.rootViewController as? RestaurantSearchViewController)
    }
  }

  private func deliver(_ coordinate: LocationCoordinate2D) {
    loop.settle {
      device.deliver([
        Location(
          coordinate: coordinate, horizontalAccuracy: 5,
          timestamp: SceneEnvironment.virtualEpoch)
      ])
    }
  }

  private func tearDown() {
    loop.settle { window.rootViewController = nil }
  }
}
