/// The tasks a scene owns, the structured-concurrency counterpart of a dispose bag: each
/// `run` starts one task, and ``cancelAll()`` (or the owner going away) cancels every one.
///
/// Every task started here is counted while its body runs, so the leak check can see that a
/// torn-down screen left no task alive (``SceneTasks/live``).
@MainActor
public final class SceneTasks {
  /// Tasks started through any `SceneTasks` whose body has not finished yet, on the main actor.
  public private(set) static var live = 0

  private var tasks: [Task<Void, Never>] = []

  public init() {}

  /// Starts `operation` on the main actor as a task this owner cancels.
  ///
  /// Capture the scene's objects weakly inside `operation`: a task holds what it captures
  /// until it ends.
  @discardableResult
  public func run(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    Self.live += 1
    let task = Task { @MainActor in
      defer { Self.live -= 1 }
      await operation()
    }
    tasks.removeAll { $0.isCancelled }
    tasks.append(task)
    return task
  }

  /// Cancels every task started here; each ends at its next suspension point.
  public func cancelAll() {
    for task in tasks { task.cancel() }
    tasks = []
  }

  isolated deinit {
    cancelAll()
  }
}
