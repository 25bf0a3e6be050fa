import StoreLite
import StoreLiteTest
import Testing

@MainActor
@Suite struct TestStoreTests {
  private func makeStore() -> TestStore<TimerFeature.State, TimerFeature.Action> {
    TestStore(initialState: TimerFeature.State()) { TimerFeature() }
  }

  @Test func anExhaustiveTestOfATimerOnTheVirtualClock() async {
    let store = makeStore()
    await store.send(.startButtonTapped) { $0.isRunning = true }
    await store.advance(by: .seconds(2))
    await store.receive(.timerTicked) { $0.ticks = 1 }
    await store.receive(.timerTicked) { $0.ticks = 2 }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func latestWinsByCancelInFlightAndReceiveByCaseKeyPath() async {
    let store = makeStore()
    await store.send(.askButtonTapped("first"))
    await store.advance(by: .milliseconds(500))
    await store.send(.askButtonTapped("second"))
    await store.advance(by: .seconds(1))
    await store.receive(\.answerArrived, "SECOND") { $0.answer = "SECOND" }
    await store.finish()
  }

  @Test func aLongLivedEffectEndsWhenItsTaskIsCancelled() async {
    let store = makeStore()
    let task = await store.send(.startButtonTapped) { $0.isRunning = true }
    #expect(task.isRunning)
    await task.cancel()
    #expect(store.runningEffects == 0)
    await store.finish()
  }

  @Test func nonExhaustiveTestsAssertOnlyWhatTheySay() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.startButtonTapped)
    await store.advance(by: .seconds(3))
    await store.receive(.timerTicked) { $0.ticks = 1 }
    await store.skipReceivedActions()
    #expect(store.state.ticks == 3)
    await store.send(.stopButtonTapped)
    await store.finish()
  }

  // MARK: - Planted bugs a test store must catch

  @Test func failsOnAnUnassertedStateChange() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.startButtonTapped)
    }
    await store.send(.stopButtonTapped) { $0.isRunning = false }
    await store.finish()
  }

  @Test func failsOnAnActionNotReceived() async {
    let store = makeStore()
    await store.send(.askButtonTapped("hi"))
    await store.advance(by: .seconds(1))
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test func failsOnAnEffectStillRunningAtFinish() async {
    let store = makeStore()
    await store.send(.startButtonTapped) { $0.isRunning = true }
    await withKnownIssue {
      await store.finish()
    }
  }

  @Test func failsOnTheWrongReceivedAction() async {
    let store = makeStore()
    await store.send(.askButtonTapped("hi"))
    await store.advance(by: .seconds(1))
    await withKnownIssue {
      await store.receive(.timerTicked)
    }
    await store.finish()
  }
}
