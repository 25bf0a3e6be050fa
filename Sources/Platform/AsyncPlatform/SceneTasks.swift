/// The tasks a scene owns, the structured-concurrency counterpart of a dispose bag: each
/// `run` starts one task, and ``cancelAll()`` (or the owner going away) cancels every one.
///
/// Every task started here is counted while its body runs, so the leak check can see that a
/// torn-down screen left no task alive (``SceneTasks/live``).
@MainActor
public final class SceneTasks {
  /// Tasks started through any `SceneTasks` whose body has not finished yet, on the main actor.
  public private(set) static var live = 0

  /// The running tasks in the order they started, so cancelling is one order every time.
  private var running: [(id: Int, task: Task<Void, Never>)] = []
  private var nextID = 0

  public init() {}

  /// Starts `operation` on the main actor as a task this owner cancels; the task is forgotten
  /// when it ends.
  ///
  /// Capture the scene's objects weakly inside `operation`: a task holds what it captures
  /// until it ends.
  @discardableResult
  public func run(_ operation: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    Self.live += 1
    let id = nextID
    nextID += 1
    let task = Task { @MainActor [weak self] in
      defer {
        Self.live -= 1
        self?.running.removeAll { $0.id == id }
      }
      await operation()
    }
    running.append((id, task))
    return task
  }

  /// Cancels every task started here, in the order they started; each ends at its next
  /// suspension point.
  public func cancelAll() {
    let cancelled = running
    running = []
    for entry in cancelled { entry.task.cancel() }
  }

  isolated deinit {
    cancelAll()
  }
}
