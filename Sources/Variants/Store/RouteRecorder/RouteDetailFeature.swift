import CoreLocationLite
import Domain
import StoreLite

/// One stored route's state, actions and reducer: its track, deletion after a confirmation,
/// and GPX export, each store call an effect whose answer is an action. The track is read and
/// the export written off the main actor (the database client's live value does that); the
/// effects are cancelled when the screen is popped, which drops only an export's answer. Once
/// the route is deleted (`.routeDeleted(nil)`), the parent pops this screen.
struct RouteDetailFeature: Reducer {
  struct State: Equatable, ObservableState {
    var route: Route {
      get {
        _$observationRegistrar.access(self, keyPath: \.route)
        return _route
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.route, &_route, newValue) }
    }

    /// The route's figures and footprints; nil until they are read.
    var track: RouteDatabaseClient.Track? {
      get {
        _$observationRegistrar.access(self, keyPath: \.track)
        return _track
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.track, &_track, newValue) }
    }

    /// Whether an export is being written (Export is disabled meanwhile).
    var isExporting: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isExporting)
        return _isExporting
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isExporting, &_isExporting, newValue) }
    }

    /// The alert on screen.
    var alert: AlertState<Action.Alert>? {
      get {
        _$observationRegistrar.access(self, keyPath: \.alert)
        return _alert
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.alert, &_alert, newValue) }
    }

    // MARK: - What @ObservableState adds

    private var _route: Route
    private var _track: RouteDatabaseClient.Track? = nil
    private var _isExporting = false
    private var _alert: AlertState<Action.Alert>? = nil
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    init(route: Route) {
      _route = route
    }
  }

  enum Action: Equatable, Sendable {
    case viewDidLoad
    case trackLoaded(Result<RouteDatabaseClient.Track, StoreError>)
    case deleteButtonTapped
    case routeDeleted(StoreError?)
    case exportButtonTapped
    case exportFinished(Result<String, RouteDatabaseClient.ExportFailure>)
    case alert(PresentationAction<Alert>)

    /// The alerts' buttons.
    enum Alert: Equatable, Sendable {
      /// Delete in the delete confirmation.
      case confirmDeletion
    }
  }

  @Dependency(\.routeDatabase) var database

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    typealias Text = RouteRecorderStrings
    switch action {
    case .viewDidLoad:
      return .run { [database, route = state.route] send in
        await send(.trackLoaded(try await database.track(route)))
      }
    case .trackLoaded(.success(let track)):
      state.track = track
      return .none
    case .trackLoaded(.failure(let error)):
      state.alert = .message(Text.errorAlertTitle, error.message)
      return .none
    case .deleteButtonTapped:
      state.alert = AlertState(
        title: Text.deleteAlertTitle, message: Text.deleteAlertMessage(state.route),
        buttons: [
          ButtonState(role: .destructive, action: .confirmDeletion, label: Text.deleteActionTitle),
          ButtonState(role: .cancel, label: Text.cancelActionTitle),
        ])
      return .none
    case .alert(.presented(.confirmDeletion)):
      state.alert = nil
      return .run { [database, id = state.route.id] send in
        await send(.routeDeleted(database.deleteRoute(id)))
      }
    case .alert(.dismiss):
      state.alert = nil
      return .none
    case .routeDeleted(nil):
      return .none
    case .routeDeleted(let error?):
      state.alert = .message(Text.errorAlertTitle, error.message)
      return .none
    case .exportButtonTapped:
      guard !state.isExporting else { return .none }
      state.isExporting = true
      return .run { [database, route = state.route] send in
        await send(.exportFinished(try await database.exportRoute(route)))
      }
    case .exportFinished(.success(let message)):
      state.isExporting = false
      state.alert = .message(Text.exportAlertTitle, message)
      return .none
    case .exportFinished(.failure(let failure)):
      state.isExporting = false
      state.alert = .message(Text.errorAlertTitle, failure.message)
      return .none
    }
  }
}

extension AlertState where Action == RouteDetailFeature.Action.Alert {
  /// An alert titled `title` with `message` and OK.
  static func message(_ title: String, _ message: String) -> Self {
    AlertState(
      title: title, message: message,
      buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
  }
}
