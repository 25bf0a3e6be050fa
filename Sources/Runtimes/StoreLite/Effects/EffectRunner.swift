/// Runs effects for one store: starts each operation in a task, remembers it by
/// cancellation id, and cancels it when asked — the part ``Store`` and `TestStore` share.
@MainActor
package final class EffectRunner<Action> {
  private struct Running {
    let ids: [AnyHashable]
    var task: Task<Void, Never>?
  }

  private var running: [Int: Running] = [:]
  private var nextToken = 0

  package init() {}

  /// The operations of this runner still running.
  package var runningCount: Int { running.count }

  /// Runs `effect`: `.send` actions and everything its operations send go to `enqueue`.
  ///
  /// - Returns: the tokens of the operations it started, for ``cancel(tokens:)``.
  /// - Complexity: O(*n*) for ``Effect/cancel(id:)`` over the *n* running operations; O(1) to
  ///   start one.
  @discardableResult
  package func run(
    _ effect: Effect<Action>, enqueue: @escaping @MainActor (Action) -> Void
  ) -> [Int] {
    switch effect.operation {
    case .none:
      return []
    case .send(let action):
      enqueue(action)
      return []
    case .cancel(let id):
      cancel(id: id)
      return []
    case .merge(let effects):
      return effects.flatMap { run($0, enqueue: enqueue) }
    case .run(let run):
      return [start(run, enqueue: enqueue)]
    }
  }

  /// Cancels the operations `tokens` that are still running.
  package func cancel(tokens: [Int]) {
    for token in tokens { end(token)?.cancel() }
  }

  /// Whether any of the operations `tokens` is still running.
  package func isRunning(anyOf tokens: [Int]) -> Bool {
    tokens.contains { running[$0] != nil }
  }

  /// Cancels every operation tagged with `id`, oldest first.
  package func cancel(id: AnyHashable) {
    for token in running.keys.sorted() where running[token]?.ids.contains(id) == true {
      end(token)?.cancel()
    }
  }

  /// Cancels every running operation, oldest first.
  package func cancelAll() {
    for token in running.keys.sorted() { end(token)?.cancel() }
  }

  private func start(
    _ run: Effect<Action>.Run, enqueue: @escaping @MainActor (Action) -> Void
  ) -> Int {
    let token = nextToken
    nextToken += 1
    running[token] = Running(ids: run.ids, task: nil)
    StoreResources.count(1)
    let relay = Relay(enqueue)
    let send = Send<Action> { [weak self, relay] action in
      guard self?.running[token] != nil else { return }
      relay.enqueue(action)
    }
    let operation = run.operation
    running[token]?.task = Task { @MainActor [weak self] in
      await operation(send)
      _ = self?.end(token)
    }
    return token
  }

  /// Forgets the operation `token` and returns its task; nil when it already ended.
  private func end(_ token: Int) -> Task<Void, Never>? {
    guard let effect = running.removeValue(forKey: token) else { return nil }
    StoreResources.count(-1)
    return effect.task
  }

  isolated deinit {
    cancelAll()
  }
}

/// Where a running operation's actions go; main-actor confined, so a `Send` may carry it.
@MainActor
private final class Relay<Action> {
  let enqueue: @MainActor (Action) -> Void

  init(_ enqueue: @escaping @MainActor (Action) -> Void) {
    self.enqueue = enqueue
  }
}
