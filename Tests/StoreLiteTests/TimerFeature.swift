import MainLoop
import StoreLite

/// A feature for the runtime's tests: a timer on an injected main loop that ticks once per
/// second until stopped, and a one-shot delayed answer that a newer one supersedes.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var ticks = 0
    var isRunning = false
    var answer: String?
  }

  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case timerTicked
    case askButtonTapped(String)
    case answerArrived(String)
  }

  enum CancelID { case timer, answer }

  let mainLoop: MainLoop

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.isRunning = true
      return .run { [mainLoop] send in
        Self.tick(on: mainLoop, send: send)
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopButtonTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .timerTicked:
      state.ticks += 1
      return .none
    case .askButtonTapped(let question):
      return .run { [mainLoop] send in
        let work = mainLoop.schedule(after: .seconds(1)) {
          send(.answerArrived(question.uppercased()))
          send.finish()
        }
        return AnyCancellable { work.cancel() }
      }
      .cancellable(id: CancelID.answer, cancelInFlight: true)
    case .answerArrived(let answer):
      state.answer = answer
      return .none
    }
  }

  /// Schedules ticks one second apart; the returned cancellable stops the next one.
  @MainActor
  private static func tick(on mainLoop: MainLoop, send: Send<Action>) -> AnyCancellable {
    final class Box { var work: ScheduledWork? }
    let box = Box()
    func scheduleNext() {
      box.work = mainLoop.schedule(after: .seconds(1)) {
        send(.timerTicked)
        scheduleNext()
      }
    }
    scheduleNext()
    return AnyCancellable { box.work?.cancel() }
  }
}
