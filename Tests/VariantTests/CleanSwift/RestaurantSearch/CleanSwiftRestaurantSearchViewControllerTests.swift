import CoreLocationLite
import Domain
import Foundation
import MainLoop
import Networking
import SceneContract
import Storyboards
import Testing
import UIKitLite

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift restaurant search view controller")
struct CleanSwiftRestaurantSearchViewControllerTests {
  private static let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)

  private func makeEnvironment() -> SceneEnvironment {
    let loop = MainLoop(mode: .virtual)
    return SceneEnvironment(
      mainLoop: loop, locationDevice: SimulatedLocationDevice(),
      httpClient: FixtureHTTPClient(loop: loop) { _ in
        HTTPResponse(statusCode: 404, body: Data())
      })
  }

  /// A loaded view controller talking to an interactor spy.
  private func makeViewController() throws
    -> (RestaurantSearchViewController, RestaurantSearchBusinessLogicSpy, RestaurantSearchView)
  {
    let viewController = RestaurantSearchViewController(environment: makeEnvironment())
    let interactor = RestaurantSearchBusinessLogicSpy()
    viewController.interactor = interactor
    let view = try #require(viewController.view as? RestaurantSearchView)
    return (viewController, interactor, view)
  }

  // MARK: - Setup

  @Test func setupWiresTheVIPCycle() throws {
    let viewController = RestaurantSearchViewController(environment: makeEnvironment())
    let interactor = try #require(viewController.interactor as? RestaurantSearchInteractor)
    let presenter = try #require(interactor.presenter as? RestaurantSearchPresenter)
    let router = try #require(viewController.router as? RestaurantSearchRouter)
    #expect(presenter.viewController === viewController)
    #expect(router.viewController === viewController)
    #expect(router.dataStore === interactor)
  }

  // MARK: - Requests

  @Test func viewDidLoadAsksTheInteractorToInitializeTheMap() throws {
    let (_, interactor, _) = try makeViewController()
    #expect(interactor.requests == ["initializeMap"])
  }

  @Test func userEventsBecomeRequestsCarryingTheFieldsText() throws {
    let (viewController, interactor, view) = try makeViewController()
    view.searchButton.isEnabled = true
    view.searchButton.tap()
    view.keywordField.type("ramen")
    view.searchButton.tap()
    view.mapView.addAnnotations([MapAnnotation(id: "J1", title: "麺屋", coordinate: Self.tokyo)])
    view.mapView.selectAnnotation(withID: "J1")
    #expect(
      interactor.requests == [
        "initializeMap", "search()", "searchAfterTyping(ramen)", "search(ramen)",
        "selectMarker(J1)",
      ])
    #expect(view.mapView.delegate === viewController)
  }

  // MARK: - Display

  @Test func displayingTheFirstLocationCentresTheMapAndEnablesSearch() throws {
    let (viewController, _, view) = try makeViewController()
    viewController.displayLocation(
      viewModel: Map.UpdateLocation.ViewModel(
        camera: Map.UpdateLocation.Camera(center: Self.tokyo, zoomLevel: 16),
        isSearchButtonEnabled: true))
    #expect(view.mapView.centerCoordinate == Self.tokyo)
    #expect(view.mapView.zoomLevel == 16)
    #expect(view.searchButton.isEnabled)
  }

  @Test func displayingShopsReplacesTheMarkersAndHidesTheInfoWindow() throws {
    let (viewController, _, view) = try makeViewController()
    view.mapView.addAnnotations([MapAnnotation(id: "old", title: "Old", coordinate: Self.tokyo)])
    viewController.displaySelectedShop(
      viewModel: Map.SelectMarker.ViewModel(name: "Old", genre: "Genre: x", photo: "Photo: none"))
    #expect(!view.infoWindow.isHidden)
    viewController.displaySearch(
      viewModel: Map.Search.ViewModel(isSearching: true, displayedShops: nil, alert: nil))
    #expect(view.activityIndicator.isAnimating)
    #expect(view.mapView.annotations.map(\.id) == ["old"])
    let shop = Map.Search.DisplayedShop(
      id: "new", title: "New", subtitle: "Genre", coordinate: Self.tokyo)
    viewController.displaySearch(
      viewModel: Map.Search.ViewModel(isSearching: false, displayedShops: [shop], alert: nil))
    #expect(!view.activityIndicator.isAnimating)
    #expect(
      view.mapView.annotations == [
        MapAnnotation(id: "new", title: "New", subtitle: "Genre", coordinate: Self.tokyo)
      ])
    #expect(view.infoWindow.isHidden)
    #expect(viewController.presentedViewController == nil)
  }

  @Test func displayingAnAlertPresentsItWithItsOneButton() throws {
    let (viewController, _, _) = try makeViewController()
    viewController.displaySearch(
      viewModel: Map.Search.ViewModel(
        isSearching: false, displayedShops: nil,
        alert: Map.Search.DisplayedAlert(title: "Error", message: "Why", buttonTitle: "OK")))
    let alert = try #require(viewController.presentedViewController as? AlertController)
    #expect(alert.snapshotLine == #"alert title="Error" message="Why" actions=[OK]"#)
    #expect(alert.tapAction(titled: "OK"))
    #expect(viewController.presentedViewController == nil)
  }

  @Test func displayingTheSelectedShopShowsTheInfoWindow() throws {
    let (viewController, _, view) = try makeViewController()
    viewController.displaySelectedShop(
      viewModel: Map.SelectMarker.ViewModel(
        name: "麺屋", genre: "Genre: ラーメン", photo: "Photo: none"))
    #expect(!view.infoWindow.isHidden)
    #expect(view.infoNameLabel.text == "麺屋")
    #expect(view.infoGenreLabel.text == "Genre: ラーメン")
    #expect(view.infoPhotoLabel.text == "Photo: none")
  }
}

// MARK: - Spy

@MainActor
private final class RestaurantSearchBusinessLogicSpy: RestaurantSearchBusinessLogic {
  private(set) var requests: [String] = []

  func initializeMap(request: Map.Init.Request) {
    requests.append("initializeMap")
  }

  func updateLocation(request: Map.UpdateLocation.Request) {
    requests.append("updateLocation(\(request.locations.count))")
  }

  func changeAuthorization(request: Map.ChangeAuthorization.Request) {
    requests.append("changeAuthorization(\(request.status))")
  }

  func search(request: Map.Search.Request) {
    requests.append("search(\(request.keyword))")
  }

  func searchAfterTyping(request: Map.Search.Request) {
    requests.append("searchAfterTyping(\(request.keyword))")
  }

  func selectMarker(request: Map.SelectMarker.Request) {
    requests.append("selectMarker(\(request.shopID))")
  }
}
