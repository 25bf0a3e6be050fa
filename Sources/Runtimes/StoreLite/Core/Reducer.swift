/// A feature's logic: how an action changes the state, and which effects it starts.
///
/// A reducer is the one place a feature's state changes. It runs on the main actor, mutates
/// the state it is given in place and returns the work to do next as an ``Effect``: nothing,
/// an action to send at once, or an async operation that sends actions later.
///
/// Conform either by writing ``reduce(into:action:)`` (a leaf feature) or by writing ``body``
/// with the ``ReducerBuilder`` (a feature composed of others: ``Scope``, ``Reduce``,
/// ``forEach(_:action:destination:)``), as TCA's `Reducer` does; `@Reducer` only adds the
/// conformance and the case paths, which are written by hand here.
@MainActor
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action
  // A type alias in front of the associated type, as TCA has it, so that a conformance that
  // writes `reduce` infers `Never` for the body it does not write.
  associatedtype _Body
  typealias Body = _Body

  /// Applies `action` to `state` and returns the effects it starts.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this one is made of, run in order for every action.
  @ReducerBuilder<State, Action> var body: Body { get }
}

/// A reducer of the feature `R`'s state and actions: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

// MARK: - Default implementations

extension Reducer where Body == Never {
  /// A reducer that writes ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError("\(Self.self) has no body: it implements reduce(into:action:)")
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs ``body``.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}

/// A reducer made from a closure, for logic that needs no type of its own.
public struct Reduce<State, Action>: Reducer {
  private let reduction: @MainActor (inout State, Action) -> Effect<Action>

  /// Wraps `reduce` as a reducer.
  public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    reduction = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduction(&state, action)
  }
}
