import StoreLite

/// A feature for the runtime's tests: a timer that ticks once per second on the injected clock
/// until stopped, and a one-shot delayed answer that a newer one supersedes.
struct TimerFeature: Reducer {
  struct State: Equatable {
    var ticks = 0
    var isRunning = false
    var answer: String?
  }

  enum Action: Equatable, Sendable {
    case startButtonTapped
    case stopButtonTapped
    case timerTicked
    case askButtonTapped(String)
    case answerArrived(String)
  }

  enum CancelID: Sendable { case timer, answer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.timerTicked)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopButtonTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .timerTicked:
      state.ticks += 1
      return .none
    case .askButtonTapped(let question):
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.answerArrived(question.uppercased()))
      }
      .cancellable(id: CancelID.answer, cancelInFlight: true)
    case .answerArrived(let answer):
      state.answer = answer
      return .none
    }
  }
}

extension TimerFeature.Action: CasePathable {
  struct AllCasePaths {
    var answerArrived: AnyCasePath<TimerFeature.Action, String> {
      AnyCasePath(embed: { .answerArrived($0) }) {
        guard case .answerArrived(let answer) = $0 else { return nil }
        return answer
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
