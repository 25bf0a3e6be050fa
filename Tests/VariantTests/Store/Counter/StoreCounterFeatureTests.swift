import StoreLite
import StoreLiteTest
import Testing

@testable import StoreVariant

@MainActor
@Suite("Store counter feature")
struct StoreCounterFeatureTests {
  @Test func everyButtonChangesTheCountAsItSays() async {
    let store = TestStore(initialState: CounterFeature.State(count: 0)) { CounterFeature() }
    await store.send(.countUpButtonTapped) { $0.count = 1 }
    await store.send(.countUpTenButtonTapped) { $0.count = 11 }
    await store.send(.countDownButtonTapped) { $0.count = 10 }
    await store.send(.countDownTenButtonTapped) { $0.count = 0 }
    await store.send(.countDownButtonTapped) { $0.count = -1 }
    await store.send(.countResetButtonTapped) { $0.count = 0 }
    await store.finish()
  }

  @Test func theCountSaturates() async {
    let store = TestStore(initialState: CounterFeature.State(count: .max)) { CounterFeature() }
    await store.send(.countUpButtonTapped)
    await store.finish()
  }
}
