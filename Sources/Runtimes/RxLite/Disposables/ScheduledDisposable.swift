/// A disposable that disposes the disposable it wraps on a scheduler.
public final class ScheduledDisposable: Cancelable {
  /// The scheduler the wrapped disposable is disposed on.
  public let scheduler: ImmediateSchedulerType
  private var disposable: Disposable?

  /// Whether the disposable has been disposed.
  public private(set) var isDisposed = false

  /// Wraps `disposable`, to be disposed on `scheduler`.
  public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Schedules the disposal of the wrapped disposable.
  public func dispose() {
    guard !isDisposed else { return }
    isDisposed = true
    _ = scheduler.schedule(self) { scheduled in
      scheduled.disposable.take()?.dispose()
      return Disposables.create()
    }
  }
}
