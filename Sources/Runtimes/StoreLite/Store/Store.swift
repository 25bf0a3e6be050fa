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
  public private(set) var state: State

  private let reducer: any Reducer<State, Action>
  private let effects = EffectRunner<Action>()
  private var queue: [Action] = []
  private var isReducing = false
  private var observers: [Int: @MainActor (State) -> Void] = [:]
  private var nextObserver = 0

  /// A store starting at `initialState`, run by the reducer `reducer` builds.
  public init<R: Reducer<State, Action>>(initialState: State, reducer: () -> R) {
    state = initialState
    self.reducer = reducer()
  }

  /// Reduces `action` and everything it sends at once, then notifies the observers once.
  ///
  /// - Complexity: one reducer call per action, plus one call per observer.
  public func send(_ action: Action) {
    queue.append(action)
    guard !isReducing else { return }
    isReducing = true
    var index = 0
    while index < queue.count {
      let next = queue[index]
      index += 1
      let effect = reducer.reduce(into: &state, action: next)
      effects.run(effect) { [weak self] in self?.send($0) }
    }
    queue.removeAll(keepingCapacity: true)
    isReducing = false
    for key in observers.keys.sorted() { observers[key]?(state) }
  }

  /// Calls `render` with the state now and after every action; returns what stops it.
  ///
  /// Every observer receives the whole state: a view compares it with what it last rendered
  /// and updates only the widgets whose part changed.
  @discardableResult
  public func observe(_ render: @escaping @MainActor (State) -> Void) -> AnyCancellable {
    let key = nextObserver
    nextObserver += 1
    observers[key] = render
    render(state)
    return AnyCancellable { [weak self] in self?.observers[key] = nil }
  }

  /// The effects of this store still running.
  public var runningEffects: Int { effects.runningCount }

  isolated deinit {
    effects.cancelAll()
  }
}
