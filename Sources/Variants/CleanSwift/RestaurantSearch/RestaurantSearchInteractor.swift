import CoreLocationLite
import Domain
import MainLoop
import Networking

/// What the restaurant search scene can be asked to do.
@MainActor
protocol RestaurantSearchBusinessLogic: AnyObject {
  /// Starts locating and reports the opening state.
  func initializeMap(request: Map.Init.Request)
  /// Takes a batch of fixes; its last valid one becomes the current location.
  func updateLocation(request: Map.UpdateLocation.Request)
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

/// Runs the restaurant search's use cases: owns the location manager (as its delegate), the
/// current location and the shops; sends searches through the worker, keeping the one in
/// flight so that a newer search cancels it (latest wins), and keeps the keyword's debounce
/// timer on the main loop. Every outcome goes to the presenter.
@MainActor
final class RestaurantSearchInteractor: RestaurantSearchBusinessLogic, RestaurantSearchDataStore {
  var presenter: RestaurantSearchPresentationLogic?
  let worker: RestaurantSearchWorker
  private(set) var currentLocation: LocationCoordinate2D?
  private(set) var shops: [Shop] = []
  private let locationManager: LocationManager
  private let mainLoop: MainLoop
  private var searchTask: HTTPTask?
  private var typingPause: ScheduledWork?

  init(worker: RestaurantSearchWorker, locationManager: LocationManager, mainLoop: MainLoop) {
    self.worker = worker
    self.locationManager = locationManager
    self.mainLoop = mainLoop
  }

  /// Cancels the search in flight and the pending keyword search: nothing answers a scene
  /// that is gone.
  isolated deinit {
    searchTask?.cancel()
    typingPause?.cancel()
  }

  // MARK: - Init

  func initializeMap(request: Map.Init.Request) {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
    presenter?.presentInitialMap(response: Map.Init.Response(hasLocation: currentLocation != nil))
  }

  // MARK: - Update location

  func updateLocation(request: Map.UpdateLocation.Request) {
    guard let fix = request.locations.last(where: \.isValid) else { return }
    let isFirstFix = currentLocation == nil
    currentLocation = fix.coordinate
    presenter?.presentLocation(
      response: Map.UpdateLocation.Response(coordinate: fix.coordinate, isFirstFix: isFirstFix))
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
    typingPause?.cancel()
    typingPause = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in
      self?.typingPause = nil
      self?.search(request: request)
    }
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

// MARK: - LocationManagerDelegate

extension RestaurantSearchInteractor: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    updateLocation(request: Map.UpdateLocation.Request(locations: locations))
  }
}
