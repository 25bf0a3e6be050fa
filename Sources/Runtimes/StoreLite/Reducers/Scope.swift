/// Runs a child feature's reducer on a part of the parent's state, for the child's actions
/// only, and lifts the child's effects into the parent's actions.
///
/// `Scope(state: \.recorder, action: \.recorder) { RecorderFeature() }` for a child that is
/// always there; `Scope(state: \.history, action: \.history)` with a case key path for the
/// state too, for one case of an enum state (what `@Reducer enum` writes for each case).
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  private let toChildState: StateAccess
  private let toChildAction: AnyCasePath<ParentAction, Child.Action>
  private let child: Child

  private enum StateAccess {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>)
  }

  /// Scopes to the child state at `state`.
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .keyPath(toChildState)
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  /// Scopes to the case `state` of an enum state; actions for it while the state is another
  /// case are ignored.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.toChildState = .casePath(AnyCasePath(toChildState))
    self.toChildAction = AnyCasePath(toChildAction)
    self.child = child()
  }

  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect: Effect<Child.Action>
    switch toChildState {
    case .keyPath(let keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .casePath(let casePath):
      guard var childState = casePath.extract(from: state) else { return .none }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    return effect.map { [toChildAction] in toChildAction.embed($0) }
  }
}
