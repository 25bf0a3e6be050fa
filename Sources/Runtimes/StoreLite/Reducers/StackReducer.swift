extension Reducer {
  /// Runs `destination` on every element of the stack at `state` for its element actions,
  /// before this reducer; pops on `popFrom`; and cancels the effects of every element that
  /// leaves the stack, so a popped screen leaves nothing running.
  public func forEach<ElementState, ElementAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> destination: () -> Destination
  ) -> StackReducer<Self, Destination>
  where Destination.State == ElementState, Destination.Action == ElementAction {
    StackReducer(
      parent: self, toStackState: toStackState, toStackAction: AnyCasePath(toStackAction),
      destination: destination())
  }
}

/// The reducer ``Reducer/forEach(_:action:destination:)`` builds.
public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  typealias Stack = StackState<Destination.State>
  typealias Step = StackAction<Destination.State, Destination.Action>

  let parent: Parent
  let toStackState: WritableKeyPath<Parent.State, Stack>
  let toStackAction: AnyCasePath<Parent.Action, Step>
  let destination: Destination

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    var effects: [Effect<Parent.Action>] = []
    switch toStackAction.extract(from: action) {
    case .element(let id, let elementAction):
      if var element = state[keyPath: toStackState][id: id] {
        let effect = destination.reduce(into: &element, action: elementAction)
        state[keyPath: toStackState][id: id] = element
        effects.append(
          effect
            .map { [toStackAction] in toStackAction.embed(.element(id: id, action: $0)) }
            .cancellable(id: StackEffectID(id: id)))
      } else {
        reportIssue("An action was sent to the stack element \(id), which is no longer there")
      }
    case .popFrom(let id):
      state[keyPath: toStackState].pop(from: id)
    case nil:
      break
    }
    effects.append(parent.reduce(into: &state, action: action))
    let idsAfter = Set(state[keyPath: toStackState].ids)
    for id in idsBefore where !idsAfter.contains(id) {
      effects.append(.cancel(id: StackEffectID(id: id)))
    }
    return .merge(effects)
  }
}

/// The cancellation id of the effects of one stack element.
private struct StackEffectID: Hashable, Sendable {
  let id: StackElementID
}
