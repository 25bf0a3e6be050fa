/// Where one recursive step stands relative to the group of pending steps.
private enum RecursiveStepState {
  case initial
  case added(CompositeDisposable.DisposeKey)
  case done
}

/// Runs an action that reschedules itself immediately on an `ImmediateSchedulerType`.
final class RecursiveImmediateScheduler<State> {
  typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

  private var action: Action?
  private let scheduler: ImmediateSchedulerType
  private let group = CompositeDisposable()

  init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
    self.action = action
    self.scheduler = scheduler
  }

  /// Schedules one step with `state`.
  func schedule(_ state: State) {
    var stepState = RecursiveStepState.initial
    let disposable = scheduler.schedule(state) { state -> Disposable in
      if self.group.isDisposed { return Disposables.create() }
      if case .added(let key) = stepState { self.group.remove(for: key) }
      stepState = .done
      self.action?(state, self.schedule)
      return Disposables.create()
    }
    if case .initial = stepState {
      if let key = group.insert(disposable) {
        stepState = .added(key)
      } else {
        stepState = .done
      }
    }
  }

  /// Cancels every pending step.
  func dispose() {
    group.dispose()
    action = nil
  }
}

/// Runs an action that reschedules itself, immediately or after a delay, on a `SchedulerType`.
final class AnyRecursiveScheduler<State> {
  typealias Action = (State, AnyRecursiveScheduler<State>) -> Void

  private var action: Action?
  private let scheduler: SchedulerType
  private let group = CompositeDisposable()

  init(scheduler: SchedulerType, action: @escaping Action) {
    self.action = action
    self.scheduler = scheduler
  }

  /// Schedules one step with `state` after `dueTime`.
  func schedule(_ state: State, dueTime: RxTimeInterval) {
    track { step in
      scheduler.scheduleRelative(state, dueTime: dueTime) { state in
        step(state)
        return Disposables.create()
      }
    }
  }

  /// Schedules one step with `state` as soon as possible.
  func schedule(_ state: State) {
    track { step in
      scheduler.schedule(state) { state in
        step(state)
        return Disposables.create()
      }
    }
  }

  private func track(_ start: (_ step: @escaping (State) -> Void) -> Disposable) {
    var stepState = RecursiveStepState.initial
    let disposable = start { state in
      if self.group.isDisposed { return }
      if case .added(let key) = stepState { self.group.remove(for: key) }
      stepState = .done
      self.action?(state, self)
    }
    if case .initial = stepState {
      if let key = group.insert(disposable) {
        stepState = .added(key)
      } else {
        stepState = .done
      }
    }
  }

  /// Cancels every pending step.
  func dispose() {
    group.dispose()
    action = nil
  }
}
