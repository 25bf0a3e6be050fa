/// Runs work on the current thread, queuing work scheduled from inside other scheduled work
/// until the outer work returns (a trampoline).
///
/// The default scheduler of `of` and `from`, and the one every operator subscription goes
/// through, which gives RxLite RxSwift's ordering for synchronous sequences.
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  static let trampoline = Trampoline()

  private init() {}

  /// Whether work scheduled now would run immediately (no trampoline runs on this thread).
  public static var isScheduleRequired: Bool {
    trampoline.isIdle
  }

  /// Runs `action` now if the thread is idle, otherwise after the work that is running.
  public func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> Disposable
  ) -> Disposable {
    if let disposable = Self.trampoline.runIfIdle({ action(state) }) {
      return disposable
    }
    let item = ScheduledItem { action(state) }
    Self.trampoline.enqueue(item)
    return item
  }

  /// Runs `body` on the trampoline when none is running; otherwise runs it directly.
  @usableFromInline static func subscribeTrampolined(_ body: () -> Disposable) -> Disposable {
    trampoline.runIfIdle(body) ?? body()
  }
}
