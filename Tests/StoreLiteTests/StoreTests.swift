import AsyncPlatform
import MainLoop
import Observation
import StoreLite
import Testing

@MainActor
@Suite struct StoreTests {
  let mainLoop = MainLoop()

  private func makeStore() -> Store<TimerFeature.State, TimerFeature.Action> {
    Store(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: { [mainLoop] in
      $0.continuousClock = VirtualClock(loop: mainLoop)
    }
  }

  @Test func effectsRunAsTasksOnTheVirtualClock() {
    let store = makeStore()
    mainLoop.drive {
      store.send(.askButtonTapped("hi"))
      mainLoop.runUntilIdle()
    }
    #expect(store.state.answer == nil)
    mainLoop.drive { mainLoop.advance(by: .seconds(1)) }
    #expect(store.state.answer == "HI")
    #expect(store.runningEffects == 0)
  }

  @Test func aFreedStoreCancelsItsEffects() {
    let before = StoreResources.runningEffects
    mainLoop.drive {
      var store: Store<TimerFeature.State, TimerFeature.Action>? = makeStore()
      store?.send(.startButtonTapped)
      store?.send(.askButtonTapped("late"))
      mainLoop.runUntilIdle()
      #expect(StoreResources.runningEffects == before + 2)
      weak let weakStore = store
      store = nil
      #expect(weakStore == nil)
      mainLoop.runUntilIdle()  // the store's isolated deinit runs as a main-actor job
      #expect(StoreResources.runningEffects == before)
      mainLoop.advance(by: .seconds(5))
    }
  }

  @Test func observeRunsAgainOnlyWhenWhatItReadIsSet() {
    let store = Store(initialState: Counted()) { Reduce<Counted, Int> { state, action in
      if action > 0 { state.count += action } else { state.other += 1 }
      return .none
    } }
    var renders = 0
    let token = mainLoop.drive {
      let token = observe {
        _ = store.count
        renders += 1
      }
      store.send(1)
      mainLoop.runUntilIdle()
      store.send(0)
      mainLoop.runUntilIdle()
      return token
    }
    #expect(renders == 2)
    token.cancel()
  }
}

/// A state written as `@ObservableState` expands it, for the observation test.
struct Counted: Equatable, ObservableState {
  var count: Int {
    get {
      _$observationRegistrar.access(self, keyPath: \.count)
      return _count
    }
    set { _$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue) }
  }

  var other: Int {
    get {
      _$observationRegistrar.access(self, keyPath: \.other)
      return _other
    }
    set { _$observationRegistrar.mutate(self, keyPath: \.other, &_other, newValue) }
  }

  private var _count = 0
  private var _other = 0
  private let _$observationRegistrar = ObservationStateRegistrar()
  var _$id: ObservableStateID { _$observationRegistrar.id }
}
