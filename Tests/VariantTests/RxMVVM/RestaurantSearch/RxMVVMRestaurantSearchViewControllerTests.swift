import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import RxCocoaLite
import RxLite
import Storyboards
import Testing
import UIKitLite

@testable import RxMVVMVariant

/// The Rx MVVM restaurant search screen: the button, the field and the map's selections handed
/// to the view model's `transform(input:)`; the spinner, the camera, the markers, the info
/// window and the alerts driven from its output.
@MainActor
@Suite("Rx MVVM restaurant search view controller")
struct RxMVVMRestaurantSearchViewControllerTests {
  private typealias Host = RestaurantSearchSceneHost
  private typealias Text = RestaurantSearchStrings

  /// The view model on the fixture client, the screen's location manager on a device not yet
  /// asked for access, and a window; created and released inside each test, on the main actor.
  @MainActor
  private final class Fixture {
    let loop = MainLoop(mode: .virtual)
    let device = SimulatedLocationDevice(authorizationStatus: .notDetermined)
    let manager: LocationManager
    let http: FixtureHTTPClient
    let viewModel: RestaurantSearchViewModel
    let wireframe = DefaultWireframe()
    let window = Window()

    init() throws {
      let router = try FixtureRouter(directory: Host.fixturesDirectory)
      manager = LocationManager(device: device)
      http = FixtureHTTPClient(loop: loop, responder: router.responder)
      viewModel = RestaurantSearchViewModel(
        with: RestaurantSearchViewModel.Dependency(
          hotpepper: HotpepperAPI(client: http, configuration: .fixture),
          locationManager: manager, scheduler: MainLoopScheduler(loop: loop),
          backgroundScheduler: SerialDispatchQueueScheduler(
            internalSerialQueueName: "decoding", loop: loop),
          wireframe: wireframe))
    }

    func makeViewController() -> RestaurantSearchViewController {
      let viewController = RestaurantSearchViewController(
        with: RestaurantSearchViewController.Dependency(viewModel: viewModel))
      wireframe.presentingViewController = viewController
      return viewController
    }

    /// Shows the screen, grants location access and returns the screen's view.
    func show() throws -> RestaurantSearchView {
      window.rootViewController = makeViewController()
      device.setAuthorization(.authorizedWhenInUse)
      return try #require(window.rootViewController?.view as? RestaurantSearchView)
    }

    func deliver(_ coordinate: LocationCoordinate2D) {
      device.deliver([Location(coordinate: coordinate, timestamp: Date(timeIntervalSince1970: 0))])
    }
  }

  @Test func loadingStartsItsManagerWhoseFixesEnableSearchAndCentreTheCameraOnce() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    #expect(fixture.device.authorizationRequestCount == 1 && !fixture.device.lastRequestWasAlways)
    #expect(fixture.manager.isUpdatingLocation)
    #expect(!view.searchButton.isEnabled)
    fixture.deliver(Host.tokyoStation)
    #expect(view.searchButton.isEnabled)
    #expect(view.mapView.centerCoordinate == Host.tokyoStation)
    #expect(view.mapView.zoomLevel == RestaurantSearchRules.firstFixZoomLevel)
    fixture.deliver(Host.shibuyaStation)
    #expect(view.mapView.centerCoordinate == Host.tokyoStation)
  }

  @Test func aTapSpinsUntilTheAnswerThenEachShopIsAMarkerAndASelectionFillsTheWindow() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    fixture.deliver(Host.tokyoStation)
    #expect(view.searchButton.tap())
    #expect(view.activityIndicator.isAnimating)
    fixture.loop.advance(by: .seconds(1))
    #expect(!view.activityIndicator.isAnimating)
    #expect(view.mapView.annotations.count == 6)
    #expect(view.infoWindow.isHidden)
    let marker = try #require(view.mapView.annotations.last)
    #expect(view.mapView.selectAnnotation(withID: marker.id))
    #expect(!view.infoWindow.isHidden)
    #expect(view.infoNameLabel.text == marker.title)
    #expect(view.infoGenreLabel.text == "Genre: \(marker.subtitle ?? "")")
    #expect(view.infoPhotoLabel.text?.hasPrefix("Photo: ") == true)
    #expect(fixture.window.presentedAlert == nil)
  }

  @Test func editsSearchAfterTheQuietAndAnEmptyAnswerAlerts() throws {
    let fixture = try Fixture()
    let view = try fixture.show()
    fixture.deliver(Host.tokyoStation)
    #expect(view.keywordField.type("ramen"))
    fixture.loop.advance(by: .milliseconds(400))
    #expect(!view.activityIndicator.isAnimating, "still typing")
    fixture.loop.advance(by: .seconds(1))
    #expect(view.mapView.annotations.count == 2)
    fixture.deliver(Host.mountFuji)
    #expect(view.searchButton.tap())
    fixture.loop.advance(by: .seconds(1))
    let alert = try #require(fixture.window.presentedAlert)
    #expect(alert.title == Text.noShopsAlertTitle && alert.message == Text.noShopsAlertMessage)
    #expect(view.mapView.annotations.isEmpty)
    #expect(alert.tapAction(titled: Text.alertOKButtonTitle))
    #expect(fixture.window.presentedAlert == nil)
  }

  @Test func leavingWhileASearchIsInFlightAndTheKeywordWaitsSendsNothingMore() throws {
    let fixture = try Fixture()
    let http = fixture.http
    do {
      let view = try fixture.show()
      fixture.deliver(Host.tokyoStation)
      http.injectFault(.delay(.seconds(1)))
      #expect(view.searchButton.tap())
      #expect(view.keywordField.type("ramen"))
    }
    fixture.window.rootViewController = nil
    #expect(http.requests.count == 1)
    #expect(http.inFlightCount == 0)
    fixture.loop.advance(by: .seconds(2))
    #expect(http.requests.count == 1)
    #expect(fixture.loop.pendingCount == 0)
  }

  @Test func everyBindingAndTheUpdatesEndWithTheController() throws {
    let fixture = try Fixture()
    let before = Resources.total
    weak var released: RestaurantSearchViewController?
    do {
      let viewController = fixture.makeViewController()
      released = viewController
      _ = viewController.view
      #expect(Resources.total > before)
      #expect(fixture.manager.isUpdatingLocation)
    }
    #expect(released == nil)
    #expect(Resources.total == before)
    #expect(!fixture.manager.isUpdatingLocation)
    withExtendedLifetime(fixture) {}
  }
}
