import CoreLocationLite
import Domain
import MainLoop
import Networking

/// Told by the restaurant search's worker what the platform reports.
@MainActor
protocol RestaurantSearchWorkerDelegate: AnyObject {
  /// The location manager delivered a batch of fixes.
  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didUpdateLocations locations: [Location])
  /// The keyword field has been quiet for 500 ms since `keyword` was typed.
  func restaurantSearchWorker(_ worker: RestaurantSearchWorker, didPauseTyping keyword: String)
  /// The location authorization became `status`.
  func restaurantSearchWorker(
    _ worker: RestaurantSearchWorker, didChangeAuthorization status: AuthorizationStatus)
}

/// The restaurant search's work on the platform: it owns the location manager and is its
/// delegate, keeps the keyword's quiet-time timer on the main loop, sends Gourmet Search
/// queries (range 3, blank keyword left out) through the shared Hotpepper client, and decodes
/// their answers on a queue of its own, off the main thread. It reports
/// fixes and typing pauses to its delegate, the interactor, which decides what they mean.
@MainActor
final class RestaurantSearchWorker: LocationManagerDelegate {
  weak var delegate: RestaurantSearchWorkerDelegate?
  private let api: HotpepperAPI
  private let locationManager: LocationManager
  private let mainLoop: MainLoop
  private var typingPause: ScheduledWork?
  /// Where answers are decoded.
  private let decoding: WorkQueue

  init(api: HotpepperAPI, locationManager: LocationManager, mainLoop: MainLoop) {
    self.api = api
    self.locationManager = locationManager
    self.mainLoop = mainLoop
    decoding = WorkQueue(label: "restaurant-search.decoding", loop: mainLoop)
  }

  /// Cancels the pending typing pause: nothing reports to a scene that is gone.
  isolated deinit {
    typingPause?.cancel()
  }

  // MARK: - Location

  /// Becomes the manager's delegate, asks for when-in-use authorization and starts updates.
  func startLocating() {
    locationManager.delegate = self
    locationManager.requestWhenInUseAuthorization()
    locationManager.startUpdatingLocation()
  }

  // MARK: - Typing

  /// Reports `keyword` once 500 ms pass without another call; each call restarts the wait.
  func waitForTypingPause(keyword: String) {
    typingPause?.cancel()
    typingPause = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
      [weak self] in
      guard let self else { return }
      typingPause = nil
      delegate?.restaurantSearchWorker(self, didPauseTyping: keyword)
    }
  }

  // MARK: - Search

  /// Searches the shops around `coordinate`: the answer is decoded on the worker's queue and
  /// `completion` runs back on the main queue. Cancelling the returned task, while the request
  /// is out or while its answer is decoded, means `completion` never runs.
  @discardableResult
  func searchShops(
    near coordinate: LocationCoordinate2D, keyword: String,
    completion: @escaping @MainActor @Sendable (HotpepperAPI.SearchResult) -> Void
  ) -> HTTPTask {
    let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    let search = SearchInFlight()
    search.request = api.fetchShops(query) { [decoding, main = mainLoop.main] answer in
      search.decoding = decoding.async {
        let result = HotpepperAPI.searchResult(from: answer)
        main.async { completion(result) }
      }
    }
    return search
  }

  /// One search: its request, then the decoding of its answer; cancelling stops either.
  private final class SearchInFlight: HTTPTask {
    var request: HTTPTask?
    var decoding: WorkItem?

    func cancel() {
      request?.cancel()
      decoding?.cancel()
    }
  }

  // MARK: - LocationManagerDelegate

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    delegate?.restaurantSearchWorker(self, didUpdateLocations: locations)
  }

  func locationManager(_ manager: LocationManager, didChangeAuthorization status: AuthorizationStatus) {
    delegate?.restaurantSearchWorker(self, didChangeAuthorization: status)
  }
}
