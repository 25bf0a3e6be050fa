import CoreLocationLite
import Domain
import Networking

/// What the restaurant search scene can be asked to do.
@MainActor
protocol RestaurantSearchBusinessLogic: AnyObject {
  /// Starts locating and reports the opening state.
  func initializeMap(request: Map.Init.Request)
  /// Takes a batch of fixes; its last valid one becomes the current location.
  func updateLocation(request: Map.UpdateLocation.Request)
  /// Takes the new location authorization; access taken back forgets the current location.
  func changeAuthorization(request: Map.ChangeAuthorization.Request)
  /// Searches now, cancelling the search in flight.
  func search(request: Map.Search.Request)
  /// Searches once 500 ms pass without another call (the keyword field's typing).
  func searchAfterTyping(request: Map.Search.Request)
  /// Reports the shop whose marker was selected.
  func selectMarker(request: Map.SelectMarker.Request)
}

/// The restaurant search scene's state, readable by other scenes' routers.
@MainActor
protocol RestaurantSearchDataStore: AnyObject {
  /// The latest valid location; nil until the first fix.
  var currentLocation: LocationCoordinate2D? { get }
  /// The shops of the latest answer.
  var shops: [Shop] { get }
}

/// Runs the restaurant search's use cases: keeps the current location and the shops, and
/// decides what the worker's reports mean (a fix updates the location, a typing pause is a
/// search); sends searches through the worker, keeping the one in flight so that a newer
/// search cancels it (latest wins). Every outcome goes to the presenter.
@MainActor
final class RestaurantSearchInteractor: RestaurantSearchBusinessLogic, RestaurantSearchDataStore {
  var presenter: RestaurantSearchPresentationLogic?
  let worker: RestaurantSearchWorker
  private(set) var currentLocation: LocationCoordinate2D?
  /// Whether a fix ever arrived: only the first one ever moves the camera.
  private var hasHadFix = false
  private(set) var shops: [Shop] = []
  private var searchTask: HTTPTask?

  init(worker: RestaurantSearchWorker) {
    self.worker = worker
    worker.delegate = self
  }

  /// Cancels the search in flight: nothing answers a scene that is gone.
  isolated deinit {
    searchTask?.cancel()
  }

  // MARK: - Init

  func initializeMap(request: Map.Init.Request) {
    worker.startLocating()
    presenter?.presentInitialMap(response: Map.Init.Response(hasLocation: currentLocation != nil))
  }

  // MARK: - Update location

  func updateLocation(request: Map.UpdateLocation.Request) {
    guard let fix = request.locations.last(where: \.isValid) else { return }
    let isFirstFix = !hasHadFix
    hasHadFix = true
    currentLocation = fix.coordinate
    presenter?.presentLocation(
      response: Map.UpdateLocation.Response(coordinate: fix.coordinate, isFirstFix: isFirstFix))
  }

  func changeAuthorization(request: Map.ChangeAuthorization.Request) {
    guard RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: request.status),
      currentLocation != nil
    else { return }
    currentLocation = nil
    presenter?.presentLocation(
      response: Map.UpdateLocation.Response(coordinate: nil, isFirstFix: false))
  }

  // MARK: - Search

  func search(request: Map.Search.Request) {
    guard let currentLocation else { return }
    searchTask?.cancel()
    presenter?.presentSearch(response: .started)
    searchTask = worker.searchShops(near: currentLocation, keyword: request.keyword) {
      [weak self] result in
      self?.searchDidAnswer(result)
    }
  }

  func searchAfterTyping(request: Map.Search.Request) {
    worker.waitForTypingPause(keyword: request.keyword)
  }

  private func searchDidAnswer(_ result: HotpepperAPI.SearchResult) {
    searchTask = nil
    if case .success(let found) = result { shops = found.shops }
    presenter?.presentSearch(response: .answered(result))
  }

  // MARK: - Select marker

  func selectMarker(request: Map.SelectMarker.Request) {
    guard let shop = shops.first(where: { $0.id == request.shopID }) else { return }
    presenter?.presentSelectedShop(response: Map.SelectMarker.Response(shop: shop))
  }
}

// MARK: - RestaurantSearchWorkerDelegate

extension RestaurantSearchInteractor: RestaurantSearchWorkerDelegate {
  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didUpdateLocations locations: [Location]
  ) {
    updateLocation(request: Map.UpdateLocation.Request(locations: locations))
  }

  func restaurantSearchWorker(_ worker: RestaurantSearchWorker, didPauseTyping keyword: String) {
    search(request: Map.Search.Request(keyword: keyword))
  }

  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didChangeAuthorization status: AuthorizationStatus
  ) {
    changeAuthorization(request: Map.ChangeAuthorization.Request(status: status))
  }
}
