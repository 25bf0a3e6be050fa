import Domain
import StoreLite

/// The history list's state, actions and reducer: the routes are read again on every
/// appearance, and a selected row becomes the route to push.
struct HistoryFeature: Reducer {
  struct State: Equatable {
    var routes: [Route] = []
    /// Counts reads, so every appearance reloads the table even when nothing changed.
    var loads = 0
    var errorMessage: String?
    /// The route whose detail screen is pushed on top.
    var selectedRoute: Route?
  }

  enum Action: Equatable {
    case viewWillAppear
    case routesLoaded(Result<[Route], StoreError>)
    case rowSelected(Int)
    case alertDismissed
  }

  let database: RouteDatabaseClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      state.selectedRoute = nil
      return .run { [database] send in
        send(.routesLoaded(database.routes()))
        return nil
      }
    case .routesLoaded(.success(let routes)):
      state.routes = routes
      state.loads += 1
      return .none
    case .routesLoaded(.failure(let error)):
      state.routes = []
      state.loads += 1
      state.errorMessage = error.message
      return .none
    case .rowSelected(let row):
      guard state.routes.indices.contains(row) else { return .none }
      state.selectedRoute = state.routes[row]
      return .none
    case .alertDismissed:
      state.errorMessage = nil
      return .none
    }
  }
}
