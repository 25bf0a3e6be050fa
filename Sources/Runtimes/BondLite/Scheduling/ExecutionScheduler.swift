/// A clock that runs work later — what time-based operators such as
/// ``SignalProtocol/debounce(for:queue:)`` wait on.
///
/// The app's main loop is one (see `MainLoop+ExecutionScheduler.swift`); in virtual time it
/// makes those operators deterministic.
public protocol ExecutionScheduler: AnyObject {
  /// The time elapsed since the scheduler's start.
  var now: Duration { get }

  /// Runs `block` once `interval` has passed; disposing the result first cancels it.
  func disposableAfter(when interval: Duration, block: @escaping () -> Void) -> Disposable
}
