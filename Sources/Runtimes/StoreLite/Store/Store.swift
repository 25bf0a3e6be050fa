import MainLoop

/// Owns a feature's state, runs its reducer for every action, runs the effects the reducer
/// returns, and tells its observers after each change.
///
/// A store is the one place the state changes: views read ``state``, send actions with
/// ``send(_:)`` and re-render in ``observe(_:)``. Actions sent while an action is being reduced
/// (by `.send` effects, or by producers that answer at once) are queued and reduced in order
/// before observers hear about the result, so one outside action is one render.
@MainActor
public final class Store<State, Action> {
  /// The current state; only the reducer changes it.
  @inlinable public var state: State { currentState }

  @exclusivity(unchecked) @usableFromInline var currentState: State

  // The hot path (send → reduce → render) is inlinable so that a client specializes it for its
  // own State and Action; starting effects, the slow path, stays out of line. Exclusivity is
  // not checked at run time on these properties: the store is confined to the main actor, the
  // reducer gets the state inout and cannot reach the store, effects start only after it
  // returns, and observers iterate a copy of the list.
  @usableFromInline let reducer: @MainActor (inout State, Action) -> Effect<Action>
  /// The reducer's type name, the layer the flow diagrams show it as.
  @usableFromInline let reducerName: String
  @exclusivity(unchecked) @usableFromInline var queue: [Action] = []
  @exclusivity(unchecked) @usableFromInline var isReducing = false
  @exclusivity(unchecked) @usableFromInline var observers: [Observer] = []
  private let effects = EffectRunner<Action>()
  private var nextObserver = 0
  /// Where effects send their actions: back into this store, held weakly.
  private lazy var enqueue: @MainActor (Action) -> Void = { [weak self] in self?.send($0) }

  /// One ``observe(_:)`` registration.
  @usableFromInline
  struct Observer {
    let key: Int
    @usableFromInline let render: @MainActor (State) -> Void
  }

  /// A store starting at `initialState`, run by the reducer `reducer` builds.
  @inlinable
  public convenience init<R: Reducer<State, Action>>(initialState: State, reducer: () -> R) {
    let reducer = reducer()
    self.init(initialState: initialState, reducerName: String(describing: R.self)) {
      reducer.reduce(into: &$0, action: $1)
    }
  }

  @usableFromInline
  init(
    initialState: State, reducerName: String,
    reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>
  ) {
    currentState = initialState
    self.reducerName = reducerName
    reducer = reduce
  }

  /// Reduces `action` and everything it sends at once, then notifies the observers once.
  ///
  /// - Complexity: one reducer call per action, plus one call per observer.
  @inlinable
  public func send(_ action: Action) {
    let flow = FlowTrace.enter(
      "Store", label: "send(.\(action))", identity: ObjectIdentifier(self))
    defer { flow?.exit() }
    guard !isReducing else {
      queue.append(action)
      return
    }
    isReducing = true
    reduce(action)
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      reduce(next)
    }
    if !queue.isEmpty { queue.removeAll(keepingCapacity: true) }
    isReducing = false
    for observer in observers { observer.render(currentState) }
  }

  /// Calls `render` with the state now and after every action; returns what stops it.
  ///
  /// Every observer receives the whole state: a view compares it with what it last rendered
  /// and updates only the widgets whose part changed.
  @discardableResult
  public func observe(_ render: @escaping @MainActor (State) -> Void) -> AnyCancellable {
    let key = nextObserver
    nextObserver += 1
    observers.append(Observer(key: key, render: render))
    render(state)
    return AnyCancellable { [weak self] in self?.observers.removeAll { $0.key == key } }
  }

  /// The effects of this store still running.
  public var runningEffects: Int { effects.runningCount }

  @inlinable
  func reduce(_ action: Action) {
    let effect = FlowTrace.within(reducerName, label: "reduce(into:action: .\(action))") {
      reducer(&currentState, action)
    }
    if effect.isNone { return }
    run(effect)
  }

  @usableFromInline
  func run(_ effect: Effect<Action>) {
    effects.run(effect, enqueue: enqueue)
  }

  isolated deinit {
    effects.cancelAll()
  }
}
