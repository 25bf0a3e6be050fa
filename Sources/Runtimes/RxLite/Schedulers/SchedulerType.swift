/// A scheduler that can also run work after a delay and periodically, and that tells the time.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's current time.
  var now: RxTime { get }

  /// Schedules `action` to run with `state` after `dueTime`.
  ///
  /// - Returns: A disposable that cancels the action if it has not run yet (best effort).
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable

  /// Schedules `action` to run first after `startAfter` and then every `period`, threading the
  /// state returned by each run into the next.
  ///
  /// - Returns: A disposable that stops the periodic work.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable
}

// MARK: - Default implementations

extension SchedulerType {
  /// Emulates periodic work with recursive relative scheduling.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> Disposable {
    let periodic = SchedulePeriodicRecursive(
      scheduler: self, startAfter: startAfter, period: period, action: action, state: state)
    return periodic.start()
  }

  /// Schedules `action` after `dueTime`; the action may schedule itself again, after a delay,
  /// through the scheduler it is given.
  func scheduleRecursive<State>(
    _ state: State, dueTime: RxTimeInterval,
    action: @escaping (State, AnyRecursiveScheduler<State>) -> Void
  ) -> Disposable {
    let scheduler = AnyRecursiveScheduler(scheduler: self, action: action)
    scheduler.schedule(state, dueTime: dueTime)
    return Disposables.create(with: scheduler.dispose)
  }
}
