import AsyncPlatform
import MainLoop
import StoreLite
import Testing

/// The effect runtime through a plain `Store` on the virtual main loop: what each kind of
/// effect starts, what cancellation stops, and that `StoreResources.runningEffects` comes back
/// down once nothing runs.
@MainActor
@Suite struct EffectTests {
  let mainLoop = MainLoop()

  private func makeTimerStore() -> Store<TimerFeature.State, TimerFeature.Action> {
    Store(initialState: TimerFeature.State()) {
      TimerFeature()
    } withDependencies: { [mainLoop] in
      $0.continuousClock = VirtualClock(loop: mainLoop)
    }
  }

  /// Sends `action` to `store` and runs what it started until everything waits.
  private func send<State, Action>(_ action: Action, to store: Store<State, Action>) {
    mainLoop.drive {
      store.send(action)
      mainLoop.runUntilIdle()
    }
  }

  private func advance(by duration: Duration) {
    mainLoop.drive { mainLoop.advance(by: duration) }
  }

  // MARK: - Building effects

  @Test func noneAndSendRunNoTask() {
    let before = StoreResources.runningEffects
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action > 1 ? .send(action - 1) : .none
      }
    }
    send(3, to: store)
    #expect(store.state == 6, "3, then the 2 and the 1 it sent")
    #expect(store.runningEffects == 0)
    #expect(StoreResources.runningEffects == before)
  }

  @Test func mergeStartsEveryEffectInOrder() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        switch action {
        case 0: return .merge(.send(1), .none, .send(2))
        case 2:
          return .merge(
            .run { send in await send(3) }, .none, .run { send in await send(4) })
        default: return .none
        }
      }
    }
    send(0, to: store)
    #expect(store.state == [0, 1, 2, 3, 4])
    #expect(store.runningEffects == 0)
  }

  @Test func aCaughtErrorIsHandedToTheHandler() {
    struct Offline: Error {}
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "ask" else { return .none }
        return .run { _ in
          throw Offline()
        } catch: { error, send in
          await send("failed: \(error is Offline)")
        }
      }
    }
    send("ask", to: store)
    #expect(store.state == ["ask", "failed: true"])
    #expect(store.runningEffects == 0)
  }

  // MARK: - Running and finishing

  @Test func runSendsOnTheClockUntilCancelled() {
    let before = StoreResources.runningEffects
    let store = makeTimerStore()
    send(.startButtonTapped, to: store)
    #expect(store.runningEffects == 1)
    #expect(StoreResources.runningEffects == before + 1)
    advance(by: .seconds(3))
    #expect(store.state.ticks == 3)
    send(.stopButtonTapped, to: store)
    advance(by: .seconds(3))
    #expect(store.state.ticks == 3, "no tick after the cancel")
    #expect(store.runningEffects == 0)
    #expect(StoreResources.runningEffects == before)
  }

  @Test func anEffectThatReturnsHasFinished() {
    let before = StoreResources.runningEffects
    let store = makeTimerStore()
    send(.askButtonTapped("x"), to: store)
    #expect(StoreResources.runningEffects == before + 1)
    advance(by: .seconds(1))
    #expect(store.state.answer == "X")
    #expect(store.runningEffects == 0)
    #expect(StoreResources.runningEffects == before)
  }

  // MARK: - Cancelling

  @Test func cancelInFlightKeepsOnlyTheLatest() {
    let store = makeTimerStore()
    send(.askButtonTapped("first"), to: store)
    advance(by: .milliseconds(500))
    send(.askButtonTapped("second"), to: store)
    #expect(store.runningEffects == 1)
    advance(by: .milliseconds(500))
    #expect(store.state.answer == nil, "the first answer was cancelled")
    advance(by: .seconds(1))
    #expect(store.state.answer == "SECOND")
    #expect(store.runningEffects == 0)
  }

  @Test func cancellableWithoutCancelInFlightLetsEveryOneRunAndCancelStopsThemAll() {
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { [mainLoop] state, action in
        state.append(action)
        let clock = VirtualClock(loop: mainLoop)
        switch action {
        case 1, 2:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(action * 10)
          }
          .cancellable(id: "slow")
        case 3:
          return .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(30)
          }
          .cancellable(id: "other")
        case 0: return .cancel(id: "slow")
        default: return .none
        }
      }
    }
    send(1, to: store)
    send(2, to: store)
    send(3, to: store)
    #expect(store.runningEffects == 3)
    send(0, to: store)
    #expect(store.runningEffects == 1, "only the effects tagged \"slow\" are cancelled")
    advance(by: .seconds(1))
    #expect(store.state == [1, 2, 3, 0, 30])
    #expect(store.runningEffects == 0)
  }

  @Test func aCancelledEffectSendsNothingMore() {
    let before = StoreResources.runningEffects
    let (never, continuation) = AsyncStream<Void>.makeStream()
    let store = Store(initialState: [Int]()) {
      Reduce<[Int], Int> { state, action in
        state.append(action)
        switch action {
        case 0:
          return .run { send in
            for await _ in never {}
            await send(99)
          }
          .cancellable(id: "listen")
        case 1: return .cancel(id: "listen")
        default: return .none
        }
      }
    }
    send(0, to: store)
    #expect(StoreResources.runningEffects == before + 1)
    send(1, to: store)
    #expect(store.state == [0, 1], "what the operation sends after its cancel is dropped")
    #expect(StoreResources.runningEffects == before)
    withExtendedLifetime(continuation) {}
  }

  @Test func aFreedStoreCancelsItsEffectsAndTheirLateAnswers() {
    let before = StoreResources.runningEffects
    weak var released: Store<TimerFeature.State, TimerFeature.Action>?
    mainLoop.drive {
      var store: Store<TimerFeature.State, TimerFeature.Action>? = makeTimerStore()
      released = store
      store?.send(.startButtonTapped)
      store?.send(.askButtonTapped("late"))
      mainLoop.runUntilIdle()
      #expect(StoreResources.runningEffects == before + 2)
      store = nil
      mainLoop.runUntilIdle()
    }
    #expect(released == nil)
    #expect(StoreResources.runningEffects == before)
    advance(by: .seconds(5))
    #expect(StoreResources.runningEffects == before)
  }
}
