import AsyncPlatform
import CoreLocationLite
import Domain

/// Finds restaurants around the user: the screen calls it for what the user does, it reads the
/// location updates with `for await`, and tells the screen what happened on ``events``.
///
/// Latest wins by cancelling the previous search `Task`; the keyword waits by sleeping on the
/// injected clock in a task that the next edit cancels. Those tasks are the view model's own
/// and end with it; the location loop (``trackLocation()``) runs in a task of the caller, the
/// view controller.
@MainActor
final class RestaurantSearchViewModel {
  /// What the screen shows, in order.
  let events: AsyncStream<RestaurantSearchEvent>
  private let eventsContinuation: AsyncStream<RestaurantSearchEvent>.Continuation
  let locationManager: LocationManager
  private let client: RestaurantSearchClient
  private let clock: any Clock<Duration>
  private let tasks = SceneTasks()
  /// The last valid fix; nil until the first one arrives, and again once access is taken back.
  private(set) var currentLocation: LocationCoordinate2D?
  /// Whether a fix ever arrived: only the first one ever is announced as such.
  private var hasHadFix = false
  /// The shops of the latest search that answered successfully; the markers stand for these.
  private(set) var shops: [Shop] = []
  private var searchTask: Task<Void, Never>?
  private var keywordTask: Task<Void, Never>?

  /// Creates a view model locating with `locationManager`, searching through `client`, and
  /// timing the keyword wait on `clock`.
  init(
    locationManager: LocationManager, client: RestaurantSearchClient, clock: any Clock<Duration>
  ) {
    self.locationManager = locationManager
    self.client = client
    self.clock = clock
    (events, eventsContinuation) = AsyncStream.makeStream()
  }

  // MARK: - Inputs

  /// Searches with `keyword` at once, superseding any search in flight.
  func searchButtonTapped(keyword: String?) {
    search(keyword: keyword)
  }

  /// Makes `location` current; announces it when it is the first fix ever, or that searching
  /// is possible again when it follows access taken back.
  func updateCurrentLocation(_ location: LocationCoordinate2D) {
    let wasForgotten = currentLocation == nil
    currentLocation = location
    if !hasHadFix {
      hasHadFix = true
      eventsContinuation.yield(.firstFix(location))
    } else if wasForgotten {
      eventsContinuation.yield(.canSearch(true))
    }
  }

  /// Access was taken back: no search uses the last fix any more.
  func forgetCurrentLocation() {
    guard currentLocation != nil else { return }
    currentLocation = nil
    eventsContinuation.yield(.canSearch(false))
  }

  // MARK: - Searching

  /// Searches the shops near the current location, cancelling the search still in flight.
  private func search(keyword: String?) {
    guard let currentLocation else { return }
    searchTask?.cancel()
    eventsContinuation.yield(.searchStarted)
    searchTask = tasks.run { [weak self, client] in
      let answer: SearchAnswer
      do {
        let found = try await client.searchShops(near: currentLocation, keyword: keyword)
        // An answer can land after a newer search cancelled this one but before this task
        // resumed: it is stale, and never shown.
        guard !Task.isCancelled else { return }
        answer =
          found.shops.isEmpty
          ? .noShops(leftOutCount: found.leftOutCount)
          : .shops(found.shops, leftOutCount: found.leftOutCount)
      } catch is CancellationError {
        return  // a newer search or the teardown took over; the request went with it
      } catch let error as RestaurantSearchError {
        guard !Task.isCancelled else { return }
        answer = .failure(error)
      } catch {
        preconditionFailure("searchShops throws only its own errors and cancellation: \(error)")
      }
      self?.finish(with: answer)
    }
  }

  /// Searches with `keyword` once no edit has come for 500 ms; the next edit cancels the wait.
  func keywordChanged(_ keyword: String?) {
    keywordTask?.cancel()
    keywordTask = tasks.run { [weak self, clock] in
      do {
        try await clock.sleep(for: RestaurantSearchRules.keywordDebounceInterval)
      } catch is CancellationError {
        return  // the next edit, or the teardown, cancelled the wait
      } catch {
        preconditionFailure("a clock's sleep throws only when cancelled: \(error)")
      }
      guard !Task.isCancelled else { return }
      self?.search(keyword: keyword)
    }
  }

  private func finish(with answer: SearchAnswer) {
    switch answer {
    case .shops(let found, _): shops = found
    case .noShops: shops = []
    case .failure: break
    }
    eventsContinuation.yield(.searchFinished(answer))
  }

  // MARK: - Selecting

  /// Shows the shop of the marker `id` in the info window.
  func markerSelected(id: String) {
    guard let shop = shops.first(where: { $0.id == id }) else { return }
    eventsContinuation.yield(.shopSelected(shop))
  }
}
