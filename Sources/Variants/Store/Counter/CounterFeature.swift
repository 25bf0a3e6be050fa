import Domain
import StoreLite

/// The counter's state, its actions and the reducer that is the only place the count changes.
///
/// Actions say what the user did (`countUpButtonTapped`), not what should happen; the reducer
/// decides. Nothing here is asynchronous, so every action returns `.none`. `State` is written
/// the way `@ObservableState` expands it: the view that reads `count` hears every set of it.
struct CounterFeature: Reducer {
  struct State: Equatable, ObservableState {
    var count: Int {
      get {
        _$observationRegistrar.access(self, keyPath: \.count)
        return _count
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue) }
    }

    private var _count: Int
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    init(count: Int) {
      _count = count
    }
  }

  enum Action: Equatable, Sendable {
    case countUpButtonTapped
    case countDownButtonTapped
    case countResetButtonTapped
    case countUpTenButtonTapped
    case countDownTenButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .countUpButtonTapped:
      state.count = state.count.saturatingAdding(1)
    case .countDownButtonTapped:
      state.count = state.count.saturatingAdding(-1)
    case .countResetButtonTapped:
      state.count = 0
    case .countUpTenButtonTapped:
      state.count = state.count.saturatingAdding(10)
    case .countDownTenButtonTapped:
      state.count = state.count.saturatingAdding(-10)
    }
    return .none
  }
}
