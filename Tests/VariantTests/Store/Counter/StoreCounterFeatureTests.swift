import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store counter feature")
struct StoreCounterFeatureTests {
  @Test func eachButtonChangesTheCountByItsAmount() {
    let store = TestStore(initialState: CounterFeature.State(count: 0)) { CounterFeature() }
    store.send(.countUpButtonTapped) { $0.count = 1 }
    store.send(.countUpTenButtonTapped) { $0.count = 11 }
    store.send(.countDownButtonTapped) { $0.count = 10 }
    store.send(.countDownTenButtonTapped) { $0.count = 0 }
    store.send(.countDownButtonTapped) { $0.count = -1 }
    store.send(.countResetButtonTapped) { $0.count = 0 }
    store.finish()
  }

  @Test func resetAtZeroChangesNothing() {
    let store = TestStore(initialState: CounterFeature.State(count: 0)) { CounterFeature() }
    store.send(.countResetButtonTapped)
    store.finish()
  }

  @Test func theCountSaturatesInsteadOfTrapping() {
    let store = TestStore(initialState: CounterFeature.State(count: .max - 3)) { CounterFeature() }
    store.send(.countUpTenButtonTapped) { $0.count = .max }
    store.send(.countUpButtonTapped)
    let low = TestStore(initialState: CounterFeature.State(count: .min + 3)) { CounterFeature() }
    low.send(.countDownTenButtonTapped) { $0.count = .min }
    low.send(.countDownButtonTapped)
    store.finish()
    low.finish()
  }
}
