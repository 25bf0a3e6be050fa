/// Work a reducer asks the store to do after it has changed the state.
///
/// An effect is a value: reducers return it and tests compare what it sends, nothing runs until
/// a ``Store`` (or a ``TestStore``) runs it. Build one with ``none``, ``send(_:)``,
/// ``run(_:)`` or ``cancel(id:)``, tag it with ``cancellable(id:cancelInFlight:)`` and combine
/// several with ``merge(_:)-swift.type.method``.
///
/// Unlike TCA's async `run`, the work of ``run(_:)`` is a *cancellable producer*: the operation
/// starts the work through an injected dependency that answers on the main loop (a timer, an
/// HTTP completion, a location delegate), and returns an ``AnyCancellable`` that stops it. No
/// `Task` is created, so an effect's actions arrive on the harness's virtual time, in order.
public struct Effect<Action> {
  @usableFromInline
  enum Operation {
    case none
    case send(Action)
    case run(Run)
    case cancel(AnyHashable)
    case merge([Effect])
  }

  /// A producer and the cancellation ids it was tagged with.
  @usableFromInline
  struct Run {
    var ids: [AnyHashable]
    let operation: @MainActor (Send<Action>) -> AnyCancellable?
  }

  @usableFromInline let operation: Operation

  @usableFromInline
  init(_ operation: Operation) {
    self.operation = operation
  }

  /// Whether this is ``none`` (the store's fast path skips the effect runner).
  @inlinable
  var isNone: Bool {
    if case .none = operation { return true }
    return false
  }
}

// MARK: - Building effects

extension Effect {
  /// An effect that does nothing.
  @inlinable public static var none: Effect { Effect(.none) }

  /// Sends `action` back into the store at once, before the store renders.
  public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

  /// Starts a producer: `operation` begins some work, sends actions through its ``Send`` as
  /// the work answers, and returns what stops the work.
  ///
  /// An operation that returns an ``AnyCancellable`` runs until it calls ``Send/finish()`` or
  /// is cancelled, and counts in ``StoreResources/runningEffects`` meanwhile. One that did all
  /// its work at once (a database write) returns nil and is finished when it returns.
  public static func run(
    _ operation: @escaping @MainActor (_ send: Send<Action>) -> AnyCancellable?
  ) -> Effect {
    Effect(.run(Run(ids: [], operation: operation)))
  }

  /// Cancels every running effect tagged with `id`.
  public static func cancel(id: some Hashable) -> Effect { Effect(.cancel(AnyHashable(id))) }

  /// Runs `effects` side by side, started in order.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// Runs `effects` side by side, started in order.
  public static func merge(_ effects: [Effect]) -> Effect { Effect(.merge(effects)) }

  /// Tags this effect's producers with `id`, so ``cancel(id:)`` can stop them; with
  /// `cancelInFlight`, starting it first cancels the producers already running with `id`
  /// (latest wins).
  public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Effect {
    let id = AnyHashable(id)
    let tagged = tagging(id)
    return cancelInFlight ? .merge(.cancel(id: id), tagged) : tagged
  }

  private func tagging(_ id: AnyHashable) -> Effect {
    switch operation {
    case .run(var run):
      run.ids.append(id)
      return Effect(.run(run))
    case .merge(let effects): return .merge(effects.map { $0.tagging(id) })
    case .none, .send, .cancel: return self
    }
  }
}
