/// A scheduler that can run work as soon as possible.
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state`.
  ///
  /// - Returns: A disposable that cancels the action if it has not run yet (best effort).
  func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable
}

// MARK: - Recursive scheduling

extension ImmediateSchedulerType {
  /// Schedules `action`, which may schedule itself again through the `recurse` closure it is
  /// given.
  ///
  /// - Returns: A disposable that cancels the current and every later recursion.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> Disposable {
    let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
    recursive.schedule(state)
    return Disposables.create(with: recursive.dispose)
  }
}
