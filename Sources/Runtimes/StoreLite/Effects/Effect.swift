/// Work a reducer asks the store to do after it has changed the state.
///
/// An effect is a value: reducers return it, nothing runs until a ``Store`` (or a
/// `TestStore`) runs it. Build one with ``none``, ``send(_:)``, ``run(priority:operation:catch:)``
/// or ``cancel(id:)``, tag it with ``cancellable(id:cancelInFlight:)``, combine several with
/// ``merge(_:)-swift.type.method`` and lift a child's into its parent's with ``map(_:)``.
///
/// ``run(priority:operation:catch:)`` runs its operation in a `Task`, as TCA's does. On the
/// workbench's virtual main loop every job of that task runs on a loop turn, in order, so an
/// effect that sleeps on the injected clock or awaits a request answers at its virtual instant.
public struct Effect<Action> {
  @usableFromInline
  enum Operation {
    case none
    case send(Action)
    case run(Run)
    case cancel(AnyHashable)
    case merge([Effect])
  }

  /// An async operation and the cancellation ids it was tagged with.
  @usableFromInline
  struct Run {
    var ids: [AnyHashable]
    let operation: @Sendable (Send<Action>) async -> Void
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

  /// Sends `action` back into the store at once, before the store's observers hear of the
  /// change.
  public static func send(_ action: Action) -> Effect { Effect(.send(action)) }

  /// Runs `operation` in a task: it awaits whatever it needs and sends actions back with
  /// `await send(…)`; the effect is running until the operation returns, throws or is
  /// cancelled, and counts in ``StoreResources/runningEffects`` meanwhile.
  ///
  /// An error thrown by `operation` goes to `handler`; without one, anything but a
  /// cancellation is reported as an issue.
  public static func run(
    priority: TaskPriority? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
  ) -> Effect {
    Effect(
      .run(
        Run(ids: []) { send in
          do {
            try await operation(send)
          } catch is CancellationError {
            return
          } catch {
            guard let handler else {
              await reportIssue("An Effect.run threw an unhandled error: \(error)")
              return
            }
            await handler(error, send)
          }
        }))
  }

  /// Cancels every running effect tagged with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(.cancel(AnyHashable(id)))
  }

  /// Runs `effects` side by side, started in order.
  public static func merge(_ effects: Effect...) -> Effect { merge(effects) }

  /// Runs `effects` side by side, started in order.
  public static func merge(_ effects: [Effect]) -> Effect {
    let running = effects.filter { !$0.isNone }
    if running.isEmpty { return .none }
    return running.count == 1 ? running[0] : Effect(.merge(running))
  }

  /// Tags this effect's operations with `id`, so ``cancel(id:)`` can stop them; with
  /// `cancelInFlight`, starting it first cancels the operations already running with `id`
  /// (latest wins).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    let id = AnyHashable(id)
    let tagged = tagging(id)
    return cancelInFlight ? .merge(Effect(.cancel(id)), tagged) : tagged
  }

  /// This effect with every action it sends turned into `transform(action)`: how a parent
  /// runs the effects of a child it scopes.
  public func map<Parent>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent> {
    switch operation {
    case .none: return .none
    case .send(let action): return .send(transform(action))
    case .cancel(let id): return Effect<Parent>(.cancel(id))
    case .merge(let effects): return .merge(effects.map { $0.map(transform) })
    case .run(let run):
      let operation = run.operation
      return Effect<Parent>(
        .run(
          Effect<Parent>.Run(ids: run.ids) { send in
            await operation(Send { send(transform($0)) })
          }))
    }
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
