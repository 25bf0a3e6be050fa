/// A handle on scheduled work; cancelling it before it is due means it never runs.
public final class ScheduledWork {
  public private(set) var isCancelled = false

  init() {}

  /// Prevents the work from running; harmless after it ran.
  public func cancel() {
    isCancelled = true
  }
}
