/// A handle on scheduled work; cancelling it before it is due means it never runs.
///
/// Cancelling also releases the work's closure at once, so whatever it captured is freed
/// without waiting for the due time.
public final class ScheduledWork {
  private var work: (() -> Void)?

  init(_ work: @escaping () -> Void) {
    self.work = work
  }

  public var isCancelled: Bool { work == nil }

  /// Prevents the work from running; harmless after it ran.
  public func cancel() {
    work = nil
  }

  /// Runs the work once, unless cancelled; the closure is released either way.
  func run() {
    guard let work else { return }
    self.work = nil
    work()
  }
}
