import CoreLocationLite
import Domain
import StoreLite

/// One stored route's state, actions and reducer: its footprints, deletion after a
/// confirmation, and GPX export, each store call an effect whose answer is an action.
struct RouteDetailFeature: Reducer {
  struct State: Equatable {
    let route: Route
    var footprints: [LocationCoordinate2D] = []
    var alert: Alert?
    /// Set once the route is deleted: the screen pops.
    var isDeleted = false
  }

  enum Alert: Equatable {
    case error(String)
    case deleteConfirmation(String)
    case exported(String)
  }

  enum Action: Equatable {
    case viewDidLoad
    case footprintsLoaded(Result<[LocationCoordinate2D], StoreError>)
    case deleteButtonTapped
    case deleteConfirmed
    case deleteCancelled
    case routeDeleted(StoreError?)
    case exportButtonTapped
    case exportFinished(Result<String, RouteDatabaseClient.ExportFailure>)
    case alertDismissed
  }

  let database: RouteDatabaseClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewDidLoad:
      return .run { [database, id = state.route.id] send in
        send(.footprintsLoaded(database.footprints(id)))
        return nil
      }
    case .footprintsLoaded(.success(let footprints)):
      state.footprints = footprints
      return .none
    case .footprintsLoaded(.failure(let error)):
      state.alert = .error(error.message)
      return .none
    case .deleteButtonTapped:
      state.alert = .deleteConfirmation(RouteRecorderStrings.deleteAlertMessage(state.route))
      return .none
    case .deleteConfirmed:
      state.alert = nil
      return .run { [database, id = state.route.id] send in
        send(.routeDeleted(database.deleteRoute(id)))
        return nil
      }
    case .deleteCancelled, .alertDismissed:
      state.alert = nil
      return .none
    case .routeDeleted(nil):
      state.isDeleted = true
      return .none
    case .routeDeleted(let error?):
      state.alert = .error(error.message)
      return .none
    case .exportButtonTapped:
      return .run { [database, route = state.route] send in
        send(.exportFinished(database.exportRoute(route)))
        return nil
      }
    case .exportFinished(.success(let message)):
      state.alert = .exported(message)
      return .none
    case .exportFinished(.failure(let failure)):
      state.alert = .error(failure.message)
      return .none
    }
  }
}
