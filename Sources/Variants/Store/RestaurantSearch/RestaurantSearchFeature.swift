import CoreLocationLite
import Domain
import MainLoop
import StoreLite

/// The restaurant search's reducer: the only place its state changes, and the place every
/// piece of asynchronous work starts and stops.
///
/// The keyword pause is an effect cancelled and restarted on every edit; latest-wins is the
/// search effect started with `cancelInFlight`; teardown cancels every id. Dependencies (the
/// location manager, the Hotpepper API, the clock) arrive as values, replaced in tests.
struct RestaurantSearchFeature: Reducer {
  let locationClient: LocationClient
  let searchClient: RestaurantSearchClient
  /// The clock the keyword pause is timed on: virtual in scenarios and tests.
  let mainLoop: MainLoop

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return .run { [locationClient] send in
        locationClient.startUpdates { send(.locationUpdated($0)) }
      }
      .cancellable(id: CancelID.location)

    case .viewWillDisappear:
      state.isSearching = false
      return .merge(CancelID.allCases.map { Effect.cancel(id: $0) })

    case .locationUpdated(let fixes):
      guard let fix = fixes.last(where: \.isValid) else { return .none }
      if state.currentLocation == nil { state.cameraCenter = fix.coordinate }
      state.currentLocation = fix.coordinate
      return .none

    case .searchButtonTapped, .keywordPauseEnded:
      return search(&state)

    case .keywordChanged(let keyword):
      state.keyword = keyword
      return .run { [mainLoop] send in
        let pause = mainLoop.schedule(after: RestaurantSearchRules.keywordDebounceInterval) {
          send(.keywordPauseEnded)
          send.finish()
        }
        return AnyCancellable { pause.cancel() }
      }
      .cancellable(id: CancelID.keywordPause, cancelInFlight: true)

    case .searchResponse(.success(let found)):
      state.isSearching = false
      state.shops = found.shops
      state.leftOutCount = found.leftOutCount
      state.markersGeneration += 1
      state.selectedShop = nil
      if found.shops.isEmpty {
        state.alert = Alert(
          title: RestaurantSearchStrings.noShopsAlertTitle,
          message: RestaurantSearchStrings.noShopsAlertMessage)
      }
      return .none

    case .searchResponse(.failure(let error)):
      state.isSearching = false
      state.alert = Alert(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: error))
      return .none

    case .markerSelected(let id):
      guard let shop = state.shops.first(where: { $0.id == id }) else { return .none }
      state.selectedShop = shop
      return .none

    case .alertDismissed:
      state.alert = nil
      return .none
    }
  }

  /// Searches around the current location with the keyword, superseding any search in flight.
  private func search(_ state: inout State) -> Effect<Action> {
    guard let location = state.currentLocation else { return .none }
    state.isSearching = true
    return .run { [searchClient, keyword = state.keyword] send in
      searchClient.searchShops(location, keyword) { result in
        send(.searchResponse(result))
        send.finish()
      }
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }
}
