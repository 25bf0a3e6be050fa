/// A feature's logic: how an action changes the state, and which effects it starts.
///
/// A reducer is the one place a feature's state changes. It runs on the main actor, mutates
/// the state it is given in place and returns the work to do next as an ``Effect``: nothing,
/// an action to send at once, or a producer that sends actions later (a timer, a request, a
/// location manager).
@MainActor
public protocol Reducer<State, Action> {
  associatedtype State
  associatedtype Action

  /// Applies `action` to `state` and returns the effects it starts.
  func reduce(into state: inout State, action: Action) -> Effect<Action>
}

/// A reducer made from a closure, for reducers that need no type of their own.
public struct Reduce<State, Action>: Reducer {
  private let body: @MainActor (inout State, Action) -> Effect<Action>

  /// Wraps `reduce` as a reducer.
  public init(_ reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    body = reduce
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body(&state, action)
  }
}
