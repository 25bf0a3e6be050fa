import MainLoop

extension MainLoop: ExecutionScheduler {
  /// Schedules `block` on the loop after `interval`; disposing the result cancels it.
  public func disposableAfter(when interval: Duration, block: @escaping () -> Void) -> Disposable {
    let work = schedule(after: interval, block)
    return BlockDisposable { work.cancel() }
  }
}
