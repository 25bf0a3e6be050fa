import Dispatch
import Foundation

/// The scheduler of the main thread.
///
/// `schedule` runs the action immediately; work scheduled from inside other `MainScheduler`
/// work runs right after it, on the same call stack, instead of nesting (RxSwift defers such
/// work to a later turn of the main queue). Scheduled from work off the main thread, the action
/// is handed to the main queue that work was given (see ``runOffMain(handingOverTo:_:)``).
/// `scheduleRelative` waits in real time on `DispatchQueue.main`. Code that needs virtual time — tests, the harness — injects another
/// `SchedulerType` instead of using this one.
///
/// Use it from the main thread only, as RxSwift requires.
public final class MainScheduler: SchedulerType, Sendable {
  /// The shared instance.
  public static let instance = MainScheduler()

  /// The shared instance; RxSwift's variant that always defers behaves like `instance` here.
  public static var asyncInstance: MainScheduler { instance }

  @usableFromInline static let trampoline = Trampoline()

  private init() {}

  /// The current wall-clock time.
  public var now: RxTime { Date() }

  /// Traps unless called on the main thread.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    precondition(Thread.isMainThread, errorMessage ?? "Executing on a background thread.")
  }

  /// Runs `action` now, or right after the main-scheduler work that is running; from work off
  /// the main thread, on the main queue.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let main = Self.offMain.current {
      let item = ScheduledItem { action(state) }
      main.handOver { Self.runOnMain(item) }
      return item
    }
    if let disposable = Self.trampoline.runIfIdle({ action(state) }) {
      return disposable
    }
    let item = ScheduledItem { action(state) }
    Self.trampoline.enqueue(item)
    return item
  }

  /// Runs `action` on the main queue after `dueTime` of real time.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval,
    action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    let item = ScheduledItem { action(state) }
    let transfer = MainThreadTransfer(item)
    DispatchQueue.main.asyncAfter(deadline: .now() + dueTime) {
      transfer.value.invoke()
    }
    return item
  }
}

/// Carries a value created on the main thread to a closure that `DispatchQueue.main` runs.
///
/// `@unchecked Sendable`: the value is only touched on the main thread — it is created there
/// (MainScheduler is main-thread-only) and the receiving closure runs on the main queue.
struct MainThreadTransfer<Value>: @unchecked Sendable {
  let value: Value

  init(_ value: Value) {
    self.value = value
  }
}
