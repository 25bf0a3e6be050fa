import CoreLocationLite
import Domain
import MainLoop
import Networking

/// Owns the search's state and tells its delegate, the view, about every change.
///
/// Each piece of state notifies the view from its `didSet`. The presenter is the location
/// manager's delegate, and does its asynchronous bookkeeping by hand: the keyword timer,
/// restarted on every edit, and the search in flight, cancelled when a newer one starts so a
/// superseded answer never arrives. ``startUpdatingLocation()`` starts the updates when the
/// screen appears; ``stopSearching()`` cancels the timer and the search and stops the updates
/// when it disappears, so nothing is left to answer a view that is gone. The delegate is held
/// weakly and every scheduled closure captures the presenter weakly.
@MainActor
final class RestaurantSearchPresenter {
  /// The last valid fix, nil again once access is taken back; the first one ever is
  /// announced to the view, and later every change between none and one.
  private(set) var currentLocation: LocationCoordinate2D? {
    didSet {
      guard (oldValue == nil) != (currentLocation == nil) else { return }
      if let currentLocation, !hasFoundFirstLocation {
        hasFoundFirstLocation = true
        delegate?.restaurantSearchPresenter(self, didFindFirstLocation: currentLocation)
      } else {
        delegate?.restaurantSearchPresenter(self, didChangeCanSearch: currentLocation != nil)
      }
    }
  }
  private var hasFoundFirstLocation = false

  /// Whether the latest search is in flight.
  private(set) var isSearching = false {
    didSet { delegate?.restaurantSearchPresenter(self, didChangeSearching: isSearching) }
  }

  /// The shops of the latest search that answered successfully, in the order of the response.
  private(set) var shops: [Shop] = [] {
    didSet { delegate?.restaurantSearchPresenter(self, didUpdateShops: shops) }
  }

  /// How many shops of the latest successful answer have no usable location.
  private(set) var leftOutCount = 0 {
    didSet { delegate?.restaurantSearchPresenter(self, didUpdateLeftOutCount: leftOutCount) }
  }

  /// The shop whose marker the user selected, if it is still on the map.
  private(set) var selectedShop: Shop? {
    didSet { delegate?.restaurantSearchPresenter(self, didSelectShop: selectedShop) }
  }

  /// The alert the view should show; nil once the user has dismissed it.
  private(set) var alert: RestaurantSearchAlert? {
    didSet {
      guard let alert else { return }
      delegate?.restaurantSearchPresenter(self, didRaiseAlert: alert)
    }
  }

  /// The view, told about every change; held weakly.
  weak var delegate: RestaurantSearchPresenterDelegate?
  private let locationManager: LocationManager
  private let api: HotpepperAPI
  private let mainLoop: MainLoop
  private var keywordTimer: ScheduledWork?
  private var searchTask: HTTPTask?
  /// The answer being decoded, off the main thread.
  private var decodingJob: WorkItem?
  /// Where answers are decoded.
  private let decoding: WorkQueue

  /// Creates a presenter locating with `locationManager`, searching through `api`, and timing
  /// the keyword wait on `mainLoop`.
  init(locationManager: LocationManager, api: HotpepperAPI, mainLoop: MainLoop) {
    self.locationManager = locationManager
    self.api = api
    self.mainLoop = mainLoop
    decoding = WorkQueue(label: "restaurant-search.decoding", loop: mainLoop)
  }

  // MARK: - View

  /// Becomes the location manager's delegate and asks for when-in-use authorization.
  func requestLocationAccess() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
  }

  /// Starts location updates.
  func startUpdatingLocation() {
    locationManager.startUpdatingLocation()
  }

  /// Cancels the keyword wait and the search in flight and stops location updates: the screen
  /// is going away.
  func stopSearching() {
    keywordTimer?.cancel()
    keywordTimer = nil
    cancelSearch()
    locationManager.stopUpdatingLocation()
  }

  // MARK: - User intents

  /// Searches the shops near the current location now.
  func searchShops(keyword: String?) {
    guard let currentLocation else { return }
    searchTask?.cancel()
    decodingJob?.cancel()
    isSearching = true
    let query = RestaurantSearchQuery(coordinate: currentLocation, keyword: keyword)
    searchTask = api.fetchShops(query) { [weak self] answer in self?.decode(answer) }
  }

  /// Decodes `answer` on the decoding queue; the result comes back on the main queue.
  private func decode(_ answer: HotpepperAPI.Answer) {
    searchTask = nil
    let main = mainLoop.main
    decodingJob = decoding.async { [weak self] in
      let result = HotpepperAPI.searchResult(from: answer)
      main.async { self?.searchDidFinish(with: result) }
    }
  }

  /// Searches with `keyword` once it has stayed unchanged for 500 ms; a newer call restarts the
  /// wait. Without a location when the wait ends, nothing is searched.
  func searchShopsWhenTypingPauses(keyword: String?) {
    keywordTimer?.cancel()
    keywordTimer = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in
      self?.keywordTimer = nil
      self?.searchShops(keyword: keyword)
    }
  }

  /// Selects the shop behind the marker `id`.
  func selectShop(withID id: String) {
    guard let shop = shops.first(where: { $0.id == id }) else { return }
    selectedShop = shop
  }

  /// The user dismissed the alert.
  func alertDismissed() {
    alert = nil
  }

  // MARK: - Answers

  private func searchDidFinish(with result: HotpepperAPI.SearchResult) {
    decodingJob = nil
    isSearching = false
    switch result {
    case .success(let found):
      shops = found.shops
      leftOutCount = found.leftOutCount
      selectedShop = nil
      if found.shops.isEmpty { alert = .noShops }
    case .failure(let error):
      alert = .failure(error)
    }
  }

  private func cancelSearch() {
    guard searchTask != nil || decodingJob != nil else { return }
    searchTask?.cancel()
    decodingJob?.cancel()
    searchTask = nil
    decodingJob = nil
    isSearching = false
  }
}

// MARK: - LocationManagerDelegate

extension RestaurantSearchPresenter: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    currentLocation = fix.coordinate
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    if RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) { currentLocation = nil }
  }
}
