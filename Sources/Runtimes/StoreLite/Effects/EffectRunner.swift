/// Runs effects for one store: starts producers, remembers them by cancellation id, and stops
/// them when cancelled — the part ``Store`` and ``TestStore`` share.
@MainActor
package final class EffectRunner<Action> {
  private struct Running {
    let ids: [AnyHashable]
    var cancellable: AnyCancellable?
  }

  private var running: [Int: Running] = [:]
  private var nextToken = 0

  package init() {}

  /// The producers of this runner still running.
  package var runningCount: Int { running.count }

  /// Runs `effect`: `.send` actions and everything its producers send go to `enqueue`.
  ///
  /// - Returns: the tokens of the producers it started, for ``cancel(tokens:)``.
  /// - Complexity: O(*n*) for ``Effect/cancel(id:)`` over the *n* running producers; O(1) to
  ///   start a producer.
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

  /// Stops the producers `tokens` that are still running.
  package func cancel(tokens: [Int]) {
    for token in tokens { end(token)?.cancel() }
  }

  /// Whether any of the producers `tokens` is still running.
  package func isRunning(anyOf tokens: [Int]) -> Bool {
    tokens.contains { running[$0] != nil }
  }

  /// Stops every producer tagged with `id`.
  package func cancel(id: AnyHashable) {
    for (token, effect) in running where effect.ids.contains(id) {
      end(token)?.cancel()
    }
  }

  /// Stops every running producer.
  package func cancelAll() {
    for token in running.keys.sorted() { end(token)?.cancel() }
  }

  private func start(
    _ run: Effect<Action>.Run, enqueue: @escaping @MainActor (Action) -> Void
  ) -> Int {
    let token = nextToken
    nextToken += 1
    running[token] = Running(ids: run.ids, cancellable: nil)
    StoreResources.count(1)
    let send = Send<Action>(
      send: { [weak self] action in
        guard self?.running[token] != nil else { return }
        enqueue(action)
      },
      finish: { [weak self] in self?.end(token)?.release() })
    let cancellable = run.operation(send)
    if running[token] != nil, let cancellable {
      running[token]?.cancellable = cancellable
    } else {
      end(token)?.release()
      cancellable?.release()
    }
    return token
  }

  /// Forgets the producer `token` and returns what stops it; nil when it already ended.
  private func end(_ token: Int) -> AnyCancellable? {
    guard let effect = running.removeValue(forKey: token) else { return nil }
    StoreResources.count(-1)
    return effect.cancellable
  }

  isolated deinit {
    cancelAll()
  }
}
