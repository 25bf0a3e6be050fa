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
}

/// The restaurant search's work on the platform: it owns the location manager and is its
/// delegate, keeps the keyword's quiet-time timer on the main loop, and sends Gourmet Search
/// queries (range 3, blank keyword left out) through the shared Hotpepper client. It reports
/// fixes and typing pauses to its delegate, the interactor, which decides what they mean.
@MainActor
final class RestaurantSearchWorker: LocationManagerDelegate {
  weak var delegate: RestaurantSearchWorkerDelegate?
  private let api: HotpepperAPI
  private let locationManager: LocationManager
  private let mainLoop: MainLoop
  private var typingPause: ScheduledWork?

  init(api: HotpepperAPI, locationManager: LocationManager, mainLoop: MainLoop) {
    self.api = api
    self.locationManager = locationManager
    self.mainLoop = mainLoop
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

  /// Searches the shops around `coordinate`; cancelling the returned task means `completion`
  /// never runs.
  @discardableResult
  func searchShops(
    near coordinate: LocationCoordinate2D, keyword: String,
    completion: @escaping (HotpepperAPI.SearchResult) -> Void
  ) -> HTTPTask {
    let query = RestaurantSearchQuery(coordinate: coordinate, keyword: keyword)
    return api.searchShops(query, completion: completion)
  }

  // MARK: - LocationManagerDelegate

  func locationManager(_ manager: LocationManager, didUpdateLocations locations: [Location]) {
    delegate?.restaurantSearchWorker(self, didUpdateLocations: locations)
  }
}
