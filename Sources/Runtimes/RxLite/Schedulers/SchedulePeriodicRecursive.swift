/// Emulates periodic scheduling on any `SchedulerType` with recursive relative scheduling.
///
/// Each tick first schedules the next tick, then runs the action; ticks that arrive while
/// earlier work is still pending are counted and run one after another.
final class SchedulePeriodicRecursive<State> {
  private enum Command {
    case tick
    case dispatchStart
  }

  private let scheduler: SchedulerType
  private let startAfter: RxTimeInterval
  private let period: RxTimeInterval
  private let action: (State) -> State
  private var state: State
  private var pendingTickCount = 0

  init(
    scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (State) -> State, state: State
  ) {
    self.scheduler = scheduler
    self.startAfter = startAfter
    self.period = period
    self.action = action
    self.state = state
  }

  /// Starts ticking; the returned disposable stops it.
  func start() -> Disposable {
    scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { command, recursive in
      self.tick(command, recursive)
    }
  }

  private func tick(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
    switch command {
    case .tick:
      recursive.schedule(.tick, dueTime: period)
      pendingTickCount += 1
      if pendingTickCount == 1 {
        tick(.dispatchStart, recursive)
      }
    case .dispatchStart:
      state = action(state)
      pendingTickCount -= 1
      if pendingTickCount > 0 {
        recursive.schedule(.dispatchStart)
      }
    }
  }
}
