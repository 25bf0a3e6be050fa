import BondLite
import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import Storyboards
import Testing
import UIKitLite

@testable import BondVariant

/// The Bond restaurant search screen: taps and edits observed into the view model, every
/// widget bound to the property it shows, alerts following the request state, and every
/// binding ended with the controller's bag.
@MainActor
@Suite("Bond restaurant search view controller")
struct BondRestaurantSearchViewControllerTests {
  private typealias Host = RestaurantSearchSceneHost
  private typealias Text = RestaurantSearchStrings

  /// The view model on a granted device and the fixture client, and a window to show the
  /// screen in; created and released inside each test, on the main actor.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .authorizedWhenInUse)
    let viewModel: RestaurantSearchViewModel
    let window = Window()

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      viewModel = RestaurantSearchViewModel(
        locationManager: LocationManager(device: device),
        hotpepper: HotpepperAPI(
          client: FixtureHTTPClient(loop: loop, responder: router.responder),
          configuration: .fixture),
        scheduler: loop,
        decodingContext: WorkQueue(label: "decoding", loop: loop).context,
        mainContext: loop.main.context)
    }

    /// Shows the screen and returns its view.
    func show() throws -> RestaurantSearchView {
      window.rootViewController = RestaurantSearchViewController(viewModel: viewModel)
      return try #require(window.rootViewController?.view as? RestaurantSearchView)
    }

    func deliver(_ coordinate: LocationCoordinate2D) {
      device.deliver([Location(coordinate: coordinate, timestamp: Date(timeIntervalSince1970: 0))])
    }
  }

  @Test func theButtonWaitsForALocationAndTheCameraCentresOnTheFirst() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    #expect(!view.searchButton.isEnabled)
    #expect(view.infoWindow.isHidden)
    fixture.deliver(Host.tokyoStation)
    #expect(view.searchButton.isEnabled)
    #expect(view.mapView.centerCoordinate == Host.tokyoStation)
    #expect(view.mapView.zoomLevel == RestaurantSearchRules.firstFixZoomLevel)
    fixture.deliver(Host.shibuyaStation)
    #expect(view.mapView.centerCoordinate == Host.tokyoStation)
  }

  @Test func theFieldsTextWhenTheScreenLoadsIsNoEditAndSearchesNothing() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    fixture.deliver(Host.tokyoStation)
    fixture.loop.advance(by: .seconds(2))
    #expect(view.mapView.annotations.isEmpty, "nobody searched")
    #expect(fixture.viewModel.requestState.value == .none)
  }

  @Test func aTapSpinsUntilTheAnswerThenEachShopIsAMarkerAndASelectionFillsTheWindow() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    fixture.deliver(Host.tokyoStation)
    #expect(view.searchButton.tap())
    #expect(view.activityIndicator.isAnimating)
    fixture.loop.advance(by: .seconds(1))
    #expect(!view.activityIndicator.isAnimating)
    let shops = fixture.viewModel.shops.collection
    #expect(shops.count == 6)
    #expect(view.mapView.annotations.map(\.id) == shops.map(\.id))
    #expect(view.mapView.annotations.map(\.title) == shops.map(Text.markerTitle(for:)))
    let shop = try #require(shops.last)
    #expect(view.mapView.selectAnnotation(withID: shop.id))
    #expect(!view.infoWindow.isHidden)
    #expect(view.infoNameLabel.text == Text.infoWindowName(for: shop))
    #expect(view.infoGenreLabel.text == Text.infoWindowGenre(for: shop))
    #expect(view.infoPhotoLabel.text == Text.infoWindowPhoto(for: shop))
    #expect(fixture.window.presentedAlert == nil)
  }

  @Test func editsAreBoundIntoTheKeywordAndAnEmptyAnswerAlerts() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    #expect(fixture.viewModel.keyword.value == "")
    fixture.deliver(Host.mountFuji)
    #expect(view.keywordField.type("ramen"))
    #expect(fixture.viewModel.keyword.value == "ramen")
    fixture.loop.advance(by: .seconds(1))
    let alert = try #require(fixture.window.presentedAlert)
    #expect(alert.title == Text.noShopsAlertTitle && alert.message == Text.noShopsAlertMessage)
    #expect(view.mapView.annotations.isEmpty)
  }

  @Test func theBindingsEndWithTheController() throws {
    let fixture = try Fixture()
    let before = BondResources.liveSubscriptions
    weak var released: RestaurantSearchViewController?
    do {
      let viewController = RestaurantSearchViewController(viewModel: fixture.viewModel)
      released = viewController
      _ = viewController.view
      #expect(BondResources.liveSubscriptions > before)
    }
    #expect(released == nil)
    #expect(BondResources.liveSubscriptions == before)
    withExtendedLifetime(fixture) {}
  }
}
