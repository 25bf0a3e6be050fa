import StoreLite

extension RouteRecorderFeature {
  /// The screens that can be pushed over the recorder, as `@Reducer enum Path { case
  /// history(HistoryFeature); case detail(RouteDetailFeature) }` would expand it: a state enum
  /// and an action enum with a case per screen, and a body that scopes each case to its
  /// feature.
  struct Path: Reducer {
    enum State: Equatable, Sendable, ObservableState {
      case history(HistoryFeature.State)
      case detail(RouteDetailFeature.State)

      /// The identity of the screen's state (`@ObservableState` on an enum).
      var _$id: ObservableStateID {
        switch self {
        case .history(let state): state._$id
        case .detail(let state): state._$id
        }
      }

      /// The history's state while this is the history (`@CasePathable`'s dynamic member).
      var history: HistoryFeature.State? {
        guard case .history(let state) = self else { return nil }
        return state
      }

      /// The detail's state while this is a detail.
      var detail: RouteDetailFeature.State? {
        guard case .detail(let state) = self else { return nil }
        return state
      }
    }

    enum Action: Equatable, Sendable {
      case history(HistoryFeature.Action)
      case detail(RouteDetailFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.history, action: \.history) {
        HistoryFeature()
      }
      Scope(state: \.detail, action: \.detail) {
        RouteDetailFeature()
      }
    }
  }
}

// MARK: - What @CasePathable writes

extension RouteRecorderFeature.Action: CasePathable {
  struct AllCasePaths {
    var recorder: AnyCasePath<RouteRecorderFeature.Action, RecorderFeature.Action> {
      AnyCasePath(embed: { .recorder($0) }) {
        guard case .recorder(let action) = $0 else { return nil }
        return action
      }
    }

    var path: AnyCasePath<
      RouteRecorderFeature.Action,
      StackAction<RouteRecorderFeature.Path.State, RouteRecorderFeature.Path.Action>
    > {
      AnyCasePath(embed: { .path($0) }) {
        guard case .path(let action) = $0 else { return nil }
        return action
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension RouteRecorderFeature.Path.State: CasePathable {
  struct AllCasePaths {
    var history: AnyCasePath<RouteRecorderFeature.Path.State, HistoryFeature.State> {
      AnyCasePath(embed: { .history($0) }) { $0.history }
    }

    var detail: AnyCasePath<RouteRecorderFeature.Path.State, RouteDetailFeature.State> {
      AnyCasePath(embed: { .detail($0) }) { $0.detail }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension RouteRecorderFeature.Path.Action: CasePathable {
  struct AllCasePaths {
    var history: AnyCasePath<RouteRecorderFeature.Path.Action, HistoryFeature.Action> {
      AnyCasePath(embed: { .history($0) }) {
        guard case .history(let action) = $0 else { return nil }
        return action
      }
    }

    var detail: AnyCasePath<RouteRecorderFeature.Path.Action, RouteDetailFeature.Action> {
      AnyCasePath(embed: { .detail($0) }) {
        guard case .detail(let action) = $0 else { return nil }
        return action
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
