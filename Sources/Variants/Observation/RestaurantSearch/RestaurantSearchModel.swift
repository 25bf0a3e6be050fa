import CoreLocationLite
import Domain
import MainLoop
import Networking
import Observation

/// The restaurant search's state as an `@Observable` model.
///
/// Its stored properties are what the screen shows: where the map was centred (set once, by
/// the first fix), whether a search is in flight, the shops, the selected shop and the alert.
/// A render that reads one of them follows it; a set that leaves an `Equatable` value as it
/// was notifies nobody, so ``answers`` moves with every successful answer and an answer equal
/// to the last one still replaces the markers. The model is the location manager's delegate
/// and does its asynchronous bookkeeping by hand, as the other non-reactive styles do: the
/// keyword timer, restarted on every edit, and the search in flight, cancelled when a newer one
/// starts. Its collaborators are `@ObservationIgnored`: nothing renders from them.
@MainActor
@Observable
final class RestaurantSearchModel {
  /// The last valid fix; nil until the first one arrives, and again once access is taken back.
  @ObservationIgnored private(set) var currentLocation: LocationCoordinate2D?
  /// Whether there is a current location to search around; changes only when that does.
  private(set) var canSearch = false
  /// The first valid fix, where the map is centred; later fixes leave it.
  private(set) var mapCenter: LocationCoordinate2D?
  /// Whether the latest search is in flight.
  private(set) var isSearching = false
  /// The shops of the latest search that answered successfully, in the order of the response.
  private(set) var shops: [Shop] = []
  /// How many shops of the latest successful answer have no usable location.
  private(set) var leftOutCount = 0
  /// How many searches answered successfully. A concession to the harness, not the idiom:
  /// Observation skips a set that leaves an `Equatable` value as it was, and the scenarios ask
  /// that an answer equal to the last one still replaces the markers, so the marker render
  /// reads this count too.
  private(set) var answers = 0
  /// The shop whose marker the user selected, if it is still on the map.
  private(set) var selectedShop: Shop?
  /// The alert to show; nil once the user has dismissed it.
  private(set) var alert: RestaurantSearchAlert?

  @ObservationIgnored private let locationManager: LocationManager
  @ObservationIgnored private let api: HotpepperAPI
  @ObservationIgnored private let mainLoop: MainLoop
  @ObservationIgnored private var keywordTimer: ScheduledWork?
  @ObservationIgnored private var searchTask: HTTPTask?
  /// The answer being decoded, off the main thread.
  @ObservationIgnored private var decodingJob: WorkItem?
  /// Where answers are decoded.
  @ObservationIgnored private let decoding: WorkQueue

  /// Creates a model locating with `locationManager`, searching through `api`, and timing the
  /// keyword wait on `mainLoop`.
  init(locationManager: LocationManager, api: HotpepperAPI, mainLoop: MainLoop) {
    self.locationManager = locationManager
    self.api = api
    self.mainLoop = mainLoop
    decoding = WorkQueue(label: "restaurant-search.decoding", loop: mainLoop)
  }

  // MARK: - Location

  /// Becomes the location manager's delegate and asks for when-in-use authorization.
  func requestLocationAccess() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
  }

  /// Starts delivering fixes to ``currentLocation``.
  func startUpdatingLocation() {
    locationManager.startUpdatingLocation()
  }

  /// Stops delivering fixes.
  func stopUpdatingLocation() {
    locationManager.stopUpdatingLocation()
  }

  // MARK: - Searching

  /// Searches the shops near the current location now, cancelling any search in flight.
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

  /// Cancels the keyword wait and the search in flight.
  func cancelSearches() {
    keywordTimer?.cancel()
    keywordTimer = nil
    guard searchTask != nil || decodingJob != nil else { return }
    searchTask?.cancel()
    decodingJob?.cancel()
    searchTask = nil
    decodingJob = nil
    isSearching = false
  }

  // MARK: - Selecting and alerts

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
      answers += 1
      selectedShop = nil
      if found.shops.isEmpty { alert = .noShops }
    case .failure(let error):
      alert = .failure(error)
    }
  }

  fileprivate func locationDidUpdate(to coordinate: LocationCoordinate2D) {
    if mapCenter == nil { mapCenter = coordinate }
    currentLocation = coordinate
    if !canSearch { canSearch = true }
  }

  fileprivate func forgetLocation() {
    currentLocation = nil
    if canSearch { canSearch = false }
  }
}

// MARK: - LocationManagerDelegate

extension RestaurantSearchModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    locationDidUpdate(to: fix.coordinate)
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    if RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) { forgetLocation() }
  }
}
