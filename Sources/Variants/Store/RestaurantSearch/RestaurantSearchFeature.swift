import CoreLocationLite
import Domain
import StoreLite

/// The restaurant search's reducer: the only place its state changes, and the place every
/// piece of asynchronous work starts and stops.
///
/// Every effect is an `Effect.run` task: the location updates are one long-lived `for await`
/// (`CancelID.location`); the keyword pause sleeps on the injected clock and is restarted by
/// every edit (`cancelInFlight`); latest-wins is the search started with `cancelInFlight`;
/// teardown cancels every id. The dependencies (the location manager, the Hotpepper API, the
/// clock) are read with `@Dependency`, replaced in tests.
struct RestaurantSearchFeature: Reducer {
  @Dependency(\.searchLocation) var location
  @Dependency(\.restaurantSearch) var search
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return .run { [location] send in
        for await update in await location.updates() {
          switch update {
          case .locations(let fixes): await send(.locationUpdated(fixes))
          case .authorization(let status): await send(.authorizationChanged(status))
          case .failure: continue
          }
        }
        await location.stopUpdating()
      }
      .cancellable(id: CancelID.location)

    case .viewWillDisappear:
      state.isSearching = false
      return .merge(CancelID.allCases.map { Effect.cancel(id: $0) })

    case .locationUpdated(let fixes):
      guard let fix = fixes.last(where: \.isValid) else { return .none }
      if state.cameraCenter == nil { state.cameraCenter = fix.coordinate }
      state.currentLocation = fix.coordinate
      return .none

    case .authorizationChanged(let status):
      if RestaurantSearchRules.forgetsLocation(whenAuthorizationIs: status) {
        state.currentLocation = nil
      }
      return .none

    case .searchButtonTapped, .keywordPauseEnded:
      return search(&state)

    case .keywordChanged(let keyword):
      state.keyword = keyword
      return .run { [clock] send in
        try await clock.sleep(for: RestaurantSearchRules.keywordDebounceInterval)
        await send(.keywordPauseEnded)
      }
      .cancellable(id: CancelID.keywordPause, cancelInFlight: true)

    case .searchResponse(.success(let found)):
      state.isSearching = false
      state.shops = found.shops
      state.leftOutCount = found.leftOutCount
      state.markersGeneration += 1
      state.selectedShop = nil
      if found.shops.isEmpty {
        state.alert = Self.alert(
          title: RestaurantSearchStrings.noShopsAlertTitle,
          message: RestaurantSearchStrings.noShopsAlertMessage)
      }
      return .none

    case .searchResponse(.failure(let error)):
      state.isSearching = false
      state.alert = Self.alert(
        title: RestaurantSearchStrings.failureAlertTitle,
        message: RestaurantSearchStrings.failureAlertMessage(for: error))
      return .none

    case .markerSelected(let id):
      guard let shop = state.shops.first(where: { $0.id == id }) else { return .none }
      state.selectedShop = shop
      return .none

    case .alert:
      state.alert = nil
      return .none
    }
  }

  /// Searches around the current location with the keyword, superseding any search in flight.
  private func search(_ state: inout State) -> Effect<Action> {
    guard let location = state.currentLocation else { return .none }
    state.isSearching = true
    return .run { [search, keyword = state.keyword] send in
      let result = try await search.searchShops(location, keyword)
      await send(.searchResponse(result))
    }
    .cancellable(id: CancelID.search, cancelInFlight: true)
  }

  /// An alert with one OK button.
  static func alert(title: String, message: String) -> AlertState<Action.Alert> {
    AlertState(
      title: title, message: message,
      buttons: [ButtonState(label: RestaurantSearchStrings.alertOKButtonTitle)])
  }
}
