import Foundation
import MainLoop
import RxLite

/// A scheduler that runs work on a ``MainLoop``, in the loop's time: virtual in the harness
/// and in tests, the wall clock in the live app.
///
/// Inject it wherever a view model takes a scheduler (debounce, timers), so that time-based
/// behaviour runs deterministically when the harness advances the loop. Work scheduled
/// without a delay runs on the loop's next turn; work due at the same instant runs in
/// scheduling order. Use it from the loop's thread only, as the loop itself.
public final class MainLoopScheduler: SchedulerType {
  /// The loop the work runs on.
  public let loop: MainLoop

  /// Creates a scheduler over `loop`.
  public init(loop: MainLoop) {
    self.loop = loop
  }

  /// The loop's time since it started, as a date counted from 1970-01-01 00:00:00 UTC.
  public var now: RxTime {
    Date(timeIntervalSince1970: loop.now.timeInterval)
  }

  /// Schedules `action` on the loop's next turn.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
  }

  /// Schedules `action` to run `dueTime` from now in the loop's time; `.never` never runs.
  ///
  /// - Returns: A disposable that cancels the action if it has not run yet, and disposes what
  ///   it returned if it has.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    guard let delay = Duration(dueTime) else { return Disposables.create() }
    let work = LoopWork()
    work.scheduled = loop.schedule(after: delay) {
      guard !work.result.isDisposed else { return }
      work.result.setDisposable(action(state))
    }
    return work
  }
}

/// One item of scheduled loop work: the loop's cancellation token, and what the action
/// returned once it ran.
private final class LoopWork: Cancelable {
  var scheduled: ScheduledWork?
  let result = SingleAssignmentDisposable()

  var isDisposed: Bool { result.isDisposed }

  func dispose() {
    scheduled?.cancel()
    scheduled = nil
    result.dispose()
  }
}
