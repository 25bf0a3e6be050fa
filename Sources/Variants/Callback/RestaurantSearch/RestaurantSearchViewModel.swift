import CoreLocationLite
import Domain
import MainLoop
import Networking

/// Finds restaurants around the user and answers every request through completion closures.
///
/// The view model owns the location manager (it is its delegate) and the screen's asynchronous
/// bookkeeping, written out by hand: the keyword timer, restarted on every edit, and the search
/// in flight, cancelled when a newer one starts so that only the latest search ever calls back.
/// Every closure it schedules captures it weakly, so a pending timer or answer never keeps it
/// alive; the only closure it keeps is the first-fix callback, until updates stop.
@MainActor
final class RestaurantSearchViewModel {
  /// What a finished search found.
  enum SearchAnswer: Equatable {
    /// One or more shops, in the order of the response, and how many were left out for want
    /// of a usable location.
    case shops([Shop], leftOutCount: Int)
    /// The search worked and found nothing to show (`leftOutCount` shops had no location).
    case noShops(leftOutCount: Int)
    case failure(RestaurantSearchError)
  }

  private let locationManager: LocationManager
  private let api: HotpepperAPI
  private let mainLoop: MainLoop
  /// The last valid fix; nil until the first one arrives.
  private(set) var currentLocation: LocationCoordinate2D?
  /// The shops of the latest search that answered successfully; the markers stand for these.
  private(set) var shops: [Shop] = []
  private var firstFixCallback: ((LocationCoordinate2D) -> Void)?
  private var keywordTimer: ScheduledWork?
  private var searchTask: HTTPTask?

  /// Creates a view model locating with `locationManager`, searching through `api`, and timing
  /// the keyword wait on `mainLoop`.
  init(locationManager: LocationManager, api: HotpepperAPI, mainLoop: MainLoop) {
    self.locationManager = locationManager
    self.api = api
    self.mainLoop = mainLoop
  }

  // MARK: - Location

  /// Becomes the location manager's delegate and asks for when-in-use authorization.
  func requestLocationAccess() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
  }

  /// Starts location updates; calls `firstFix` once, with the first valid fix ever.
  func startUpdatingLocation(firstFix: @escaping (LocationCoordinate2D) -> Void) {
    firstFixCallback = firstFix
    locationManager.startUpdatingLocation()
  }

  /// Stops location updates and forgets the first-fix callback.
  func stopUpdatingLocation() {
    locationManager.stopUpdatingLocation()
    firstFixCallback = nil
  }

  // MARK: - Searching

  /// Searches the shops near the current location, cancelling any search still in flight.
  ///
  /// Calls `started` as the request goes out and `completion` with its answer, unless a newer
  /// search or ``cancelSearches(callback:)`` cancels it first. Without a location nothing is
  /// sent and neither closure runs.
  func searchShops(
    keyword: String?, started: @escaping () -> Void,
    completion: @escaping (SearchAnswer) -> Void
  ) {
    guard let currentLocation else { return }
    searchTask?.cancel()
    started()
    searchTask = api.searchShops(near: currentLocation, keyword: keyword) { [weak self] result in
      guard let self else { return }
      searchTask = nil
      completion(answer(for: result))
    }
  }

  /// Searches with `keyword` once the keyword has stayed unchanged for 500 ms; a newer call
  /// within the wait restarts it. The closures are those of
  /// ``searchShops(keyword:started:completion:)``.
  func searchShopsWhenTypingPauses(
    keyword: String?, started: @escaping () -> Void,
    completion: @escaping (SearchAnswer) -> Void
  ) {
    keywordTimer?.cancel()
    keywordTimer = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in
      guard let self else { return }
      keywordTimer = nil
      searchShops(keyword: keyword, started: started, completion: completion)
    }
  }

  /// Cancels the keyword wait and the search in flight; calls `callback` when a search was
  /// cancelled, so the caller can stop showing it.
  func cancelSearches(callback: () -> Void) {
    keywordTimer?.cancel()
    keywordTimer = nil
    guard let searchTask else { return }
    searchTask.cancel()
    self.searchTask = nil
    callback()
  }

  // MARK: - Selecting

  /// Calls back with the shop behind the marker `id`, if it is one of the current shops.
  func selectShop(withID id: String, callback: (Shop) -> Void) {
    guard let shop = shops.first(where: { $0.id == id }) else { return }
    callback(shop)
  }

  // MARK: - Answers

  /// Makes `location` the current location; calls the first-fix callback when it is the first.
  func updateCurrentLocation(_ location: LocationCoordinate2D) {
    let isFirstFix = currentLocation == nil
    currentLocation = location
    if isFirstFix { firstFixCallback?(location) }
  }

  private func answer(for result: HotpepperAPI.SearchResult) -> SearchAnswer {
    switch result {
    case .success(let found) where found.shops.isEmpty:
      shops = []
      return .noShops(leftOutCount: found.leftOutCount)
    case .success(let found):
      shops = found.shops
      return .shops(found.shops, leftOutCount: found.leftOutCount)
    case .failure(let error):
      return .failure(error)
    }
  }
}
