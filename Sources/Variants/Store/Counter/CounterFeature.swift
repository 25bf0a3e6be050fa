import Domain
import StoreLite

/// The counter's state, its actions and the reducer that is the only place the count changes.
///
/// Actions say what the user did (`countUpButtonTapped`), not what should happen; the reducer
/// decides. Nothing here is asynchronous, so every action returns `.none`.
struct CounterFeature: Reducer {
  struct State: Equatable {
    var count: Int
  }

  enum Action: Equatable {
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
