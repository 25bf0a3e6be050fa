import CoreLocationLite
import Domain
import Testing

@testable import CleanSwiftVariant

@MainActor
@Suite("Clean Swift restaurant search presenter")
struct CleanSwiftRestaurantSearchPresenterTests {
  private static let tokyo = LocationCoordinate2D(latitude: 35.681236, longitude: 139.767125)
  private static let ramenShop = Shop(
    id: "J1", name: "麺屋", genreName: "ラーメン", photoURL: "https://example.com/1.jpg",
    coordinate: LocationCoordinate2D(latitude: 35.68, longitude: 139.77))
  private static let barWithoutPhoto = Shop(
    id: "J2", name: "Bar", genreName: "バー", photoURL: nil,
    coordinate: LocationCoordinate2D(latitude: 35.69, longitude: 139.76))

  private func makePresenter() -> (RestaurantSearchPresenter, RestaurantSearchDisplayLogicSpy) {
    let presenter = RestaurantSearchPresenter()
    let display = RestaurantSearchDisplayLogicSpy()
    presenter.viewController = display
    return (presenter, display)
  }

  // MARK: - Init and location

  @Test func theOpeningStateDisablesSearchAndHidesTheInfoWindow() {
    let (presenter, display) = makePresenter()
    presenter.presentInitialMap(response: Map.Init.Response(hasLocation: false))
    #expect(
      display.initViewModels == [
        Map.Init.ViewModel(isSearchButtonEnabled: false, isInfoWindowHidden: true)
      ])
  }

  @Test func onlyTheFirstFixMovesTheCameraAtTheFirstFixZoom() {
    let (presenter, display) = makePresenter()
    presenter.presentLocation(
      response: Map.UpdateLocation.Response(coordinate: Self.tokyo, isFirstFix: true))
    presenter.presentLocation(
      response: Map.UpdateLocation.Response(coordinate: Self.tokyo, isFirstFix: false))
    #expect(
      display.locationViewModels == [
        Map.UpdateLocation.ViewModel(
          camera: Map.UpdateLocation.Camera(center: Self.tokyo, zoomLevel: 16),
          isSearchButtonEnabled: true),
        Map.UpdateLocation.ViewModel(camera: nil, isSearchButtonEnabled: true),
      ])
  }

  // MARK: - Search

  @Test func aStartedSearchOnlyShowsTheIndicator() {
    let (presenter, display) = makePresenter()
    presenter.presentSearch(response: .started)
    #expect(
      display.searchViewModels == [
        Map.Search.ViewModel(isSearching: true, displayedShops: nil, alert: nil)
      ])
  }

  @Test func shopsBecomeMarkersInOrderWithoutAnAlert() {
    let (presenter, display) = makePresenter()
    let found = FoundShops(shops: [Self.ramenShop, Self.barWithoutPhoto])
    presenter.presentSearch(response: .answered(.success(found)))
    let viewModel = display.searchViewModels.last
    #expect(viewModel?.isSearching == false)
    #expect(viewModel?.alert == nil)
    #expect(
      viewModel?.displayedShops == [
        Map.Search.DisplayedShop(
          id: "J1", title: "麺屋", subtitle: "ラーメン", coordinate: Self.ramenShop.coordinate),
        Map.Search.DisplayedShop(
          id: "J2", title: "Bar", subtitle: "バー", coordinate: Self.barWithoutPhoto.coordinate),
      ])
  }

  @Test func noShopsIsDisplayedLikeAFailureButClearsTheMarkers() {
    let (presenter, display) = makePresenter()
    presenter.presentSearch(response: .answered(.success(FoundShops(shops: []))))
    #expect(
      display.searchViewModels == [
        Map.Search.ViewModel(
          isSearching: false, displayedShops: [],
          alert: Map.Search.DisplayedAlert(
            title: "Confirm", message: "No restaurants were found nearby.", buttonTitle: "OK"),
          displayedLeftOut: Map.Search.DisplayedLeftOut(text: "", isHidden: true))
      ])
  }

  @Test(arguments: [
    (RestaurantSearchError.timedOut, "the request timed out"),
    (.httpStatus(404), "the server answered HTTP 404"),
    (.api(code: 2000, message: "認証エラー"), "the API key was rejected (code 2000)"),
    (.malformedResponse("results: missing"), "the response could not be read"),
  ])
  func aFailureLeavesTheMarkersAndShowsItsReason(error: RestaurantSearchError, reason: String) {
    let (presenter, display) = makePresenter()
    presenter.presentSearch(response: .answered(.failure(error)))
    #expect(
      display.searchViewModels == [
        Map.Search.ViewModel(
          isSearching: false, displayedShops: nil,
          alert: Map.Search.DisplayedAlert(
            title: "Error", message: "Could not fetch restaurants: \(reason)", buttonTitle: "OK"))
      ])
  }

  // MARK: - Select marker

  @Test func theSelectedShopFillsTheInfoWindowLines() {
    let (presenter, display) = makePresenter()
    presenter.presentSelectedShop(response: Map.SelectMarker.Response(shop: Self.ramenShop))
    presenter.presentSelectedShop(response: Map.SelectMarker.Response(shop: Self.barWithoutPhoto))
    #expect(
      display.selectedViewModels == [
        Map.SelectMarker.ViewModel(
          name: "麺屋", genre: "Genre: ラーメン", photo: "Photo: https://example.com/1.jpg"),
        Map.SelectMarker.ViewModel(name: "Bar", genre: "Genre: バー", photo: "Photo: none"),
      ])
  }

  @Test func aGoneViewControllerIsNotRetained() {
    let presenter = RestaurantSearchPresenter()
    var display: RestaurantSearchDisplayLogicSpy? = RestaurantSearchDisplayLogicSpy()
    presenter.viewController = display
    display = nil
    #expect(presenter.viewController == nil)
    presenter.presentSearch(response: .started)
  }
}

// MARK: - Spy

@MainActor
private final class RestaurantSearchDisplayLogicSpy: RestaurantSearchDisplayLogic {
  private(set) var initViewModels: [Map.Init.ViewModel] = []
  private(set) var locationViewModels: [Map.UpdateLocation.ViewModel] = []
  private(set) var searchViewModels: [Map.Search.ViewModel] = []
  private(set) var selectedViewModels: [Map.SelectMarker.ViewModel] = []

  func displayInitialMap(viewModel: Map.Init.ViewModel) {
    initViewModels.append(viewModel)
  }

  func displayLocation(viewModel: Map.UpdateLocation.ViewModel) {
    locationViewModels.append(viewModel)
  }

  func displaySearch(viewModel: Map.Search.ViewModel) {
    searchViewModels.append(viewModel)
  }

  func displaySelectedShop(viewModel: Map.SelectMarker.ViewModel) {
    selectedViewModels.append(viewModel)
  }
}
