import Domain
import StoreLite

/// The history list's state, actions and reducer: the routes are read again on every
/// appearance, off the main actor, in an effect a newer appearance cancels
/// (`cancellable(id:cancelInFlight:)`); popping the screen cancels it too. A selected row is
/// the parent's business: ``RouteRecorderFeature`` sees `.rowSelected` and pushes the route's
/// detail.
struct HistoryFeature: Reducer {
  struct State: Equatable, ObservableState {
    /// The stored routes, newest first, as the last read that landed found them.
    var routes: [Route] {
      get {
        _$observationRegistrar.access(self, keyPath: \.routes)
        return _routes
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.routes, &_routes, newValue) }
    }

    /// How many reads have landed: each one reloads the table, even when it found what the
    /// last one found.
    var reads: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.reads)
        return _reads
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.reads, &_reads, newValue) }
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

    private var _routes: [Route] = []
    private var _reads = 0
    private var _alert: AlertState<Action.Alert>? = nil
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    init() {}
  }

  enum Action: Equatable, Sendable {
    case viewWillAppear
    case routesLoaded(Result<[Route], StoreError>)
    case rowSelected(Int)
    case alert(PresentationAction<Alert>)

    /// The alert has OK only.
    enum Alert: Equatable, Sendable {}
  }

  enum CancelID: Sendable { case read }

  @Dependency(\.routeDatabase) var database

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      return .run { [database] send in
        await send(.routesLoaded(try await database.routes()))
      }
      .cancellable(id: CancelID.read, cancelInFlight: true)
    case .routesLoaded(.success(let routes)):
      state.routes = routes
      state.reads += 1
      return .none
    case .routesLoaded(.failure(let error)):
      state.routes = []
      state.reads += 1
      state.alert = AlertState(
        title: RouteRecorderStrings.errorAlertTitle, message: error.message,
        buttons: [ButtonState(label: RouteRecorderStrings.okActionTitle)])
      return .none
    case .rowSelected:
      return .none
    case .alert:
      state.alert = nil
      return .none
    }
  }
}
