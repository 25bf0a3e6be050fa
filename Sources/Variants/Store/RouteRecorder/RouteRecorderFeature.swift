import Domain
import StoreLite

/// The route recorder as one feature: the recorder screen's feature, and the navigation stack
/// pushed over it — the history, then a route's detail — as state (`path`).
///
/// The parent owns the navigation: the History tab pushes the history, a history row pushes
/// that route's detail, a deleted route pops its detail, and the back button pops whatever it
/// leaves (`.path(.popFrom(id:))`). It sees those through the children's own actions, scoped
/// with `Scope` and `forEach`; no flag says what is shown. What `@Reducer` would write for the
/// body and case paths is written by hand in `+Path`.
struct RouteRecorderFeature: Reducer {
  struct State: Equatable, ObservableState {
    /// The recorder screen, always at the root.
    var recorder: RecorderFeature.State {
      get {
        _$observationRegistrar.access(self, keyPath: \.recorder)
        return _recorder
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.recorder, &_recorder, newValue) }
    }

    /// The screens pushed over the recorder (`StackState<Path.State>`).
    var path: StackState<Path.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.path)
        return _path
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.path, &_path, newValue) }
    }

    // MARK: - What @ObservableState adds

    private var _recorder: RecorderFeature.State = RecorderFeature.State()
    private var _path: StackState<Path.State> = StackState()
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    init() {}
  }

  enum Action: Equatable, Sendable {
    case recorder(RecorderFeature.Action)
    case path(StackAction<Path.State, Path.Action>)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.recorder, action: \.recorder) {
      RecorderFeature()
    }
    Reduce { state, action in
      switch action {
      case .recorder(.historyTabSelected):
        state.path.append(.history(HistoryFeature.State()))
        return .none

      case .path(.element(let id, .history(.rowSelected(let row)))):
        guard let routes = state.path[id: id]?.history?.routes, routes.indices.contains(row)
        else { return .none }
        state.path.append(.detail(RouteDetailFeature.State(route: routes[row])))
        return .none

      case .path(.element(let id, .detail(.routeDeleted(nil)))):
        state.path.pop(from: id)
        return .none

      case .recorder, .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path) {
      Path()
    }
  }
}
