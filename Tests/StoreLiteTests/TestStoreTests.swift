import MainLoop
import StoreLite
import StoreLiteTest
import Testing

@MainActor
@Suite struct TestStoreTests {
  let mainLoop = MainLoop()

  @Test func exhaustiveSendAndReceiveOnAnInjectedClock() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.startButtonTapped) { $0.isRunning = true }
    mainLoop.advance(by: .seconds(2))
    store.receive(.timerTicked) { $0.ticks = 1 }
    store.receive(.timerTicked) { $0.ticks = 2 }
    store.send(.stopButtonTapped) { $0.isRunning = false }
    store.finish()
  }

  @Test func latestWins() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("first"))
    store.send(.askButtonTapped("second"))
    mainLoop.advance(by: .seconds(1))
    store.receive(.answerArrived("SECOND")) { $0.answer = "SECOND" }
    store.finish()
  }

  @Test func anUnassertedStateChangeFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    withKnownIssue {
      store.send(.timerTicked)
    }
    store.finish()
  }

  @Test func aWrongExpectationFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    withKnownIssue {
      store.send(.timerTicked) { $0.ticks = 2 }
    }
    store.finish()
  }

  @Test func anUnreceivedActionFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("q"))
    mainLoop.advance(by: .seconds(1))
    withKnownIssue {
      store.finish()
    }
  }

  @Test func sendingBeforeReceivingFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("q"))
    mainLoop.advance(by: .seconds(1))
    withKnownIssue {
      store.send(.timerTicked) { $0.ticks = 1 }
    }
    store.skipReceivedActions()
    store.finish()
  }

  @Test func aRunningEffectFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.startButtonTapped) { $0.isRunning = true }
    withKnownIssue {
      store.finish()
    }
    #expect(store.runningEffects == 0)
  }

  @Test func receivingTheWrongActionFails() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    store.send(.askButtonTapped("q"))
    mainLoop.advance(by: .seconds(1))
    withKnownIssue {
      store.receive(.answerArrived("nope")) { $0.answer = "Q" }
    }
    store.finish()
  }

  @Test func cancellingTheTaskOfASendEndsItsLongLivedEffects() {
    let store = TestStore(initialState: TimerFeature.State()) { TimerFeature(mainLoop: mainLoop) }
    let task = store.send(.startButtonTapped) { $0.isRunning = true }
    mainLoop.advance(by: .seconds(1))
    store.receive(.timerTicked) { $0.ticks = 1 }
    #expect(task.isRunning)
    task.cancel()
    #expect(!task.isRunning)
    mainLoop.advance(by: .seconds(5))
    store.finish()
  }
}
