import MainLoop
import Observation

/// Owns a feature's state, runs its reducer for every action and the effects the reducer
/// returns; views read its state inside ``observe(_:)`` and send it actions.
///
/// Actions sent while an action is being reduced (by `.send` effects) are queued and reduced
/// in order. The reducer and its effects run with the store's dependencies in force.
///
/// A store made by ``scope(state:action:)-(KeyPath<State,ChildState>,_)`` is a view of its
/// parent: it reads its state through the parent's and sends its actions, embedded, to the
/// parent, so the parent's reducer sees every child action first-hand.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  private let core: Core

  /// The root store's state and machinery, or how a scoped store reaches its parent.
  private enum Core {
    case root(Root)
    case scoped(
      state: @MainActor () -> State, send: @MainActor (Action) -> Void, parent: AnyObject)
  }

  /// A store starting at `initialState`, run by the reducer `reducer` builds, with the
  /// dependencies in force changed by `prepareDependencies`.
  public convenience init<R: Reducer<State, Action>>(
    initialState: State, reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let reducer = reducer()
    var dependencies = DependencyValues.current
    prepareDependencies(&dependencies)
    self.init(
      core: .root(
        Root(
          initialState: initialState, reducerName: String(describing: R.self),
          dependencies: dependencies
        ) { reducer.reduce(into: &$0, action: $1) }))
  }

  private init(core: Core) {
    self.core = core
    if case .root(let root) = core { root.owner = self }
  }

  /// The current state; only the reducer changes it. Reading it inside ``observe(_:)``
  /// follows what is read.
  public var state: State {
    switch core {
    case .root(let root):
      root.registrar.access(self, keyPath: \.state)
      return root.currentState
    case .scoped(let state, _, _):
      return state()
    }
  }

  /// The state's `keyPath`: `store.count` for `store.state.count`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }

  /// Reduces `action` and everything it sends at once.
  ///
  /// - Complexity: one reducer call per action.
  public func send(_ action: Action) {
    switch core {
    case .root(let root):
      let flow = FlowTrace.enter(
        "Store", label: "send(.\(action))", identity: ObjectIdentifier(self))
      defer { flow?.exit() }
      root.send(action)
    case .scoped(_, let send, _):
      send(action)
    }
  }

  /// The effects of this store still running (a scoped store's are its root's).
  public var runningEffects: Int {
    switch core {
    case .root(let root): root.effects.runningCount
    case .scoped(_, _, let parent): (parent as? any RunningEffectsCounting)?.runningEffects ?? 0
    }
  }

  // MARK: - Scoping

  /// A store of the child feature at `state`, whose actions reach this store as `action`.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let casePath: AnyCasePath<Action, ChildAction> = AnyCasePath(toChildAction)
    return Store<ChildState, ChildAction>(
      core: .scoped(
        state: { [self] in self.state[keyPath: toChildState] },
        send: { [self] in self.send(casePath.embed($0)) }, parent: self))
  }

  /// A store of the optional child feature at `state` while it is there, else nil. The store
  /// returned keeps the child's last state after it goes away.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    guard var last = state[keyPath: toChildState] else { return nil }
    let casePath: AnyCasePath<Action, ChildAction> = AnyCasePath(toChildAction)
    return Store<ChildState, ChildAction>(
      core: .scoped(
        state: { [self] in
          if let current = self.state[keyPath: toChildState] { last = current }
          return last
        },
        send: { [self] in self.send(casePath.embed($0)) }, parent: self))
  }
}

extension Store: Observable {}

/// Lets a scoped store ask its root how many effects run, whatever the root's types.
@MainActor
private protocol RunningEffectsCounting {
  var runningEffects: Int { get }
}

extension Store: RunningEffectsCounting {}

// MARK: - Root

extension Store {
  /// A root store's state, reducer, effects and dependencies.
  @MainActor
  private final class Root {
    var currentState: State
    let registrar = ObservationRegistrar()
    let reducer: @MainActor (inout State, Action) -> Effect<Action>
    /// The reducer's type name, the layer the flow diagrams show it as.
    let reducerName: String
    let dependencies: DependencyValues
    let effects = EffectRunner<Action>()
    weak var owner: Store?
    private var queue: [Action] = []
    private var isReducing = false

    init(
      initialState: State, reducerName: String, dependencies: DependencyValues,
      reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>
    ) {
      currentState = initialState
      self.reducerName = reducerName
      self.dependencies = dependencies
      reducer = reduce
    }

    func send(_ action: Action) {
      guard !isReducing else {
        queue.append(action)
        return
      }
      isReducing = true
      defer { isReducing = false }
      let identity = (currentState as? any ObservableState)?._$id
      DependencyValues.$current.withValue(dependencies) {
        reduce(action)
        var index = 0
        while index < queue.count {
          let next = queue[index]
          index += 1
          reduce(next)
        }
        queue.removeAll(keepingCapacity: true)
      }
      // A whole new state value carries a registrar no view has read: announce it as a
      // change of the whole state.
      if let owner, (currentState as? any ObservableState)?._$id != identity {
        registrar.withMutation(of: owner, keyPath: \.state) {}
      }
    }

    private func reduce(_ action: Action) {
      let effect = FlowTrace.within(reducerName, label: "reduce(into:action: .\(action))") {
        reducer(&currentState, action)
      }
      if effect.isNone { return }
      effects.run(effect) { [weak self] in self?.send($0) }
    }

    isolated deinit {
      effects.cancelAll()
    }
  }
}
