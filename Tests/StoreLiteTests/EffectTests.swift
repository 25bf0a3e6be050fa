import MainLoop
import StoreLite
import Testing

@MainActor
@Suite struct EffectTests {
  let mainLoop = MainLoop()

  @Test func noneAndSendRunNothing() {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action > 1 ? .send(action - 1) : .none
      }
    }
    store.send(3)
    #expect(store.state == 6)
    #expect(store.runningEffects == 0)
    #expect(StoreResources.runningEffects == 0)
  }

  @Test func runSendsOnTheMainLoopUntilCancelled() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.startButtonTapped)
    #expect(store.runningEffects == 1)
    mainLoop.advance(by: .seconds(3))
    #expect(store.state.ticks == 3)
    store.send(.stopButtonTapped)
    mainLoop.advance(by: .seconds(3))
    #expect(store.state.ticks == 3)
    #expect(store.runningEffects == 0)
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("first"))
    mainLoop.advance(by: .milliseconds(500))
    store.send(.askButtonTapped("second"))
    #expect(store.runningEffects == 1)
    mainLoop.advance(by: .seconds(2))
    #expect(store.state.answer == "SECOND")
    #expect(store.runningEffects == 0)
  }

  @Test func finishingEndsTheEffect() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("x"))
    #expect(StoreResources.runningEffects == 1)
    mainLoop.advance(by: .seconds(1))
    #expect(StoreResources.runningEffects == 0)
  }

  @Test func mergeRunsEveryEffectInOrder() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        return action == 0 ? .merge(.send(1), .none, .send(2)) : .none
      }
    }
    store.send(0)
    #expect(store.state == [0, 1, 2])
  }
}
