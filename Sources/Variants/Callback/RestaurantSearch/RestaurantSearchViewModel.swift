import CoreLocationLite
import Domain
import MainLoop
import Networking

/// Finds restaurants around the user; what it knows at once it returns, what comes later it
/// answers through a callback that is called exactly once.
///
/// The view model owns the location manager (it is its delegate) and the screen's asynchronous
/// bookkeeping, written out by hand: the keyword timer, restarted on every edit, and the search
/// in flight, cancelled when a newer one starts so that only the latest search answers with
/// what it found. A wait or a search that is overtaken, cancelled or never sent still calls
/// back, with `.superseded` / `.dropped`, and the wait for the first fix answers nil when the
/// updates stop first, so no caller is left waiting. Every closure it schedules captures it
/// weakly, so a pending timer or answer never keeps it alive.
@MainActor
final class RestaurantSearchViewModel {
  /// How a typing pause ended.
  enum TypingPause: Equatable {
    /// The keyword stayed unchanged for 500 ms: time to search.
    case elapsed
    /// A newer edit restarted the wait, or the searches were cancelled.
    case superseded
  }

  /// What a search found.
  enum SearchAnswer: Equatable {
    /// One or more shops, in the order of the response, and how many were left out for want
    /// of a usable location.
    case shops([Shop], leftOutCount: Int)
    /// The search worked and found nothing to show (`leftOutCount` shops had no location).
    case noShops(leftOutCount: Int)
    case failure(RestaurantSearchError)
    /// No answer to show: nothing was sent (no location yet), or a newer search or the
    /// screen going away cancelled it.
    case dropped
  }

  private let locationManager: LocationManager
  private let api: HotpepperAPI
  private let mainLoop: MainLoop
  /// The last valid fix; nil until the first one arrives, and again once access is taken back.
  private(set) var currentLocation: LocationCoordinate2D?
  /// Whether a fix ever arrived: only the first one ever ends the first-fix wait.
  private var hasHadFix = false
  /// Called when searching becomes possible again (a fix after access was taken back) or
  /// impossible (access taken back).
  var onCanSearchChange: ((Bool) -> Void)?
  /// The shops of the latest search that answered successfully; the markers stand for these.
  private(set) var shops: [Shop] = []
  private var firstFixCallback: ((LocationCoordinate2D?) -> Void)?
  private var typingPause: (work: ScheduledWork, callback: (TypingPause) -> Void)?
  /// The search in flight: what cancels its request or its decoding, and its callback.
  private var search: (cancel: () -> Void, callback: (SearchAnswer) -> Void)?
  /// Where answers are decoded, off the main thread.
  private let decoding: WorkQueue

  /// Creates a view model locating with `locationManager`, searching through `api`, timing
  /// the keyword wait on `mainLoop` and decoding answers on a queue of its own.
  init(locationManager: LocationManager, api: HotpepperAPI, mainLoop: MainLoop) {
    self.locationManager = locationManager
    self.api = api
    self.mainLoop = mainLoop
    decoding = WorkQueue(label: "restaurant-search.decoding", loop: mainLoop)
  }

  /// Ends what is still pending, each with its callback.
  isolated deinit {
    cancelSearches()
    endFirstFixWait(with: nil)
  }

  // MARK: - Location

  /// Becomes the location manager's delegate and asks for when-in-use authorization.
  func requestLocationAccess() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
  }

  /// Starts location updates. `callback` is called exactly once: with the first valid fix
  /// ever, or with nil when ``stopUpdatingLocation()`` (or a newer call) ends the wait first.
  func startUpdatingLocation(callback: @escaping (LocationCoordinate2D?) -> Void) {
    endFirstFixWait(with: nil)
    firstFixCallback = callback
    locationManager.startUpdatingLocation()
  }

  /// Stops location updates; a wait for the first fix answers nil.
  func stopUpdatingLocation() {
    locationManager.stopUpdatingLocation()
    endFirstFixWait(with: nil)
  }

  // MARK: - Searching

  /// Searches the shops near the current location, cancelling any search still in flight
  /// (which then calls back with `.dropped`).
  ///
  /// Returns whether a request went out. Only then is `callback` called, exactly once and
  /// never before this method returns: with the answer, or with `.dropped` when a newer search
  /// or ``cancelSearches()`` cancels this one. Without a location to search around nothing goes
  /// out and nothing calls back — a callback that sometimes ran at once and sometimes later
  /// would leave the caller two orders to handle.
  @discardableResult
  func searchShops(keyword: String?, callback: @escaping (SearchAnswer) -> Void) -> Bool {
    guard let currentLocation else { return false }
    endSearch(with: .dropped)
    let query = RestaurantSearchQuery(coordinate: currentLocation, keyword: keyword)
    var decodingJob: WorkItem?
    // The answer arrives on the main thread; decoding it runs on the decoding queue, and the
    // result comes back on the main queue, where the state lives.
    let task = api.fetchShops(query) { [weak self, decoding, main = mainLoop.main] answer in
      decodingJob = decoding.async { [weak self] in
        let result = HotpepperAPI.searchResult(from: answer)
        main.async { self?.searchDidFinish(with: result) }
      }
    }
    search = ({ task.cancel(); decodingJob?.cancel() }, callback)
    return true
  }

  /// Waits for the keyword to stay unchanged for 500 ms; a newer call within the wait restarts
  /// it. `callback` is called exactly once: `.elapsed` when the wait ends, `.superseded` when a
  /// newer call or ``cancelSearches()`` ends it first.
  func waitForTypingPause(callback: @escaping (TypingPause) -> Void) {
    endTypingPause(with: .superseded)
    let work = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in
      self?.endTypingPause(with: .elapsed)
    }
    typingPause = (work, callback)
  }

  /// Cancels the keyword wait and the search in flight, each calling back as superseded or
  /// dropped; returns whether a search was cancelled.
  @discardableResult
  func cancelSearches() -> Bool {
    endTypingPause(with: .superseded)
    return endSearch(with: .dropped)
  }

  // MARK: - Selecting

  /// The shop behind the marker `id`, if it is one of the current shops.
  func shop(withID id: String) -> Shop? {
    shops.first { $0.id == id }
  }

  // MARK: - Answers

  /// Makes `location` the current location; calls the first-fix callback when it is the first
  /// ever, and says searching is possible again when it follows access taken back.
  func updateCurrentLocation(_ location: LocationCoordinate2D) {
    let wasForgotten = currentLocation == nil
    currentLocation = location
    if !hasHadFix {
      hasHadFix = true
      endFirstFixWait(with: location)
    } else if wasForgotten {
      onCanSearchChange?(true)
    }
  }

  /// Access was taken back: no search uses the last fix any more.
  func forgetCurrentLocation() {
    guard currentLocation != nil else { return }
    currentLocation = nil
    onCanSearchChange?(false)
  }

  private func searchDidFinish(with result: HotpepperAPI.SearchResult) {
    endSearch(with: answer(for: result))
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

  /// Ends the search in flight, if any, calling its callback with `answer`; returns whether
  /// there was one.
  @discardableResult
  private func endSearch(with answer: SearchAnswer) -> Bool {
    guard let search else { return false }
    self.search = nil
    if answer == .dropped { search.cancel() }
    search.callback(answer)
    return true
  }

  /// Ends the wait for the first fix, if any, calling its callback with `fix`.
  private func endFirstFixWait(with fix: LocationCoordinate2D?) {
    guard let firstFixCallback else { return }
    self.firstFixCallback = nil
    firstFixCallback(fix)
  }

  /// Ends the typing wait, if any, calling its callback with `pause`.
  private func endTypingPause(with pause: TypingPause) {
    guard let typingPause else { return }
    self.typingPause = nil
    if pause == .superseded { typingPause.work.cancel() }
    typingPause.callback(pause)
  }
}
