import CoreLocationLite
import Domain
import KVOLite
import MainLoop
import Networking

/// The restaurant search's state as a key-value observable model.
///
/// Every `@Dynamic` property notifies its observers on each set, as an `@objc dynamic` one
/// does: whether a location is known, whether a search is in flight, a change count for the
/// shops, the selected shop's identifier and the alert to show. The coordinate and the shops
/// are Swift structs, which `@objc dynamic` cannot declare, so they are plain storage read when
/// the observable property beside them says they changed. The model is the location manager's
/// delegate and does its asynchronous bookkeeping by hand: the keyword timer, restarted on
/// every edit, and the search in flight, cancelled when a newer one starts so a superseded
/// answer never arrives. Every scheduled closure captures the model weakly. Only the model
/// writes the properties in the app; they stay internal-settable so the view controller's tests
/// can stage a state directly.
@MainActor
final class RestaurantSearchModel: KVOObject {
  /// Whether there is a current location to search around: set by a valid fix, cleared when
  /// access is taken back.
  @Dynamic var hasLocation = false
  /// Whether the latest search is in flight.
  @Dynamic var isSearching = false
  /// Counts the changes of ``shops``.
  @Dynamic var shopsChangeCount = 0
  /// The identifier of the shop whose marker the user selected, if it is still on the map.
  @Dynamic var selectedShopID: String? = nil
  /// How many shops of the latest successful answer have no usable location.
  @Dynamic var leftOutCount = 0
  /// The alert to show; nil once the user has dismissed it.
  @Dynamic var alert: RestaurantSearchAlert? = nil

  /// The last valid fix; nil until the first one arrives, and again once access is taken back.
  private(set) var currentLocation: LocationCoordinate2D?
  /// The shops of the latest search that answered successfully, in the order of the response;
  /// observe ``shopsChangeCount`` to hear of changes.
  var shops: [Shop] = [] {
    didSet { shopsChangeCount += 1 }
  }

  /// The shop behind ``selectedShopID``.
  var selectedShop: Shop? {
    selectedShopID.flatMap { id in shops.first { $0.id == id } }
  }

  private let locationManager: LocationManager
  private let api: HotpepperAPI
  private let mainLoop: MainLoop
  private var keywordTimer: ScheduledWork?
  private var searchTask: HTTPTask?
  /// The answer being decoded, off the main thread.
  private var decodingJob: WorkItem?
  /// Where answers are decoded.
  private let decoding: WorkQueue

  /// Creates a model locating with `locationManager`, searching through `api`, and timing the
  /// keyword wait on `mainLoop`.
  init(locationManager: LocationManager, api: HotpepperAPI, mainLoop: MainLoop) {
    self.locationManager = locationManager
    self.api = api
    self.mainLoop = mainLoop
    decoding = WorkQueue(label: "restaurant-search.decoding", loop: mainLoop)
    super.init()
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
  ///
  /// The model, a `KVOObject` like any `NSObject` subclass, is not `Sendable`, so the job does
  /// not capture it: it gets a main-actor closure that does (Swift 6 lets a `@MainActor`
  /// closure capture main-actor state and still be sent).
  private func decode(_ answer: HotpepperAPI.Answer) {
    searchTask = nil
    let main = mainLoop.main
    let finish: @MainActor @Sendable (HotpepperAPI.SearchResult) -> Void = { [weak self] in
      self?.searchDidFinish(with: $0)
    }
    decodingJob = decoding.async {
      let result = HotpepperAPI.searchResult(from: answer)
      main.async { finish(result) }
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
    guard shops.contains(where: { $0.id == id }) else { return }
    selectedShopID = id
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
      selectedShopID = nil
      if found.shops.isEmpty { alert = .noShops() }
    case .failure(let error):
      alert = .failure(error)
    }
  }
}

// MARK: - LocationManagerDelegate

extension RestaurantSearchModel: LocationManagerDelegate {
  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    guard let fix = locations.last(where: \.isValid) else { return }
    currentLocation = fix.coordinate
    if !hasLocation { hasLocation = true }
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    guard RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) else { return }
    currentLocation = nil
    if hasLocation { hasLocation = false }
  }
}
