import MainLoop
import StoreLite
import Testing

@MainActor
@Suite struct StoreTests {
  let mainLoop = MainLoop()

  @Test func observersHearTheStateOnceNowAndOncePerOutsideAction() {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action > 1 ? .send(action - 1) : .none
      }
    }
    var rendered: [Int] = []
    let observation = store.observe { rendered.append($0) }
    store.send(3)
    store.send(1)
    #expect(rendered == [0, 6, 7])
    observation.cancel()
    store.send(1)
    #expect(rendered == [0, 6, 7])
  }

  @Test func aProducerAnswerIsOneRender() {
    let store = Store(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    var renders = 0
    let observation = store.observe { _ in renders += 1 }
    store.send(.askButtonTapped("hi"))
    mainLoop.advance(by: .seconds(1))
    #expect(renders == 3)
    observation.cancel()
  }

  @Test func aFreedStoreCancelsItsEffects() {
    var store: Store<TimerFeature.State, TimerFeature.Action>? = Store(
      initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store?.send(.startButtonTapped)
    store?.send(.askButtonTapped("late"))
    #expect(StoreResources.runningEffects == 2)
    weak let weakStore = store
    store = nil
    #expect(weakStore == nil)
    #expect(StoreResources.runningEffects == 0)
    mainLoop.advance(by: .seconds(5))
  }
}
