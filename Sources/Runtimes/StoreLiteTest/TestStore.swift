import StoreLite
import Testing

/// A store for tests that asserts every state change and every action effects send back.
///
/// Exhaustive, as TCA's is: ``send(_:assert:sourceLocation:)`` records an issue unless the
/// closure describes exactly how the action changed the state; an action an effect sent back
/// must be asserted with ``receive(_:assert:sourceLocation:)`` before the next `send`; and
/// ``finish(sourceLocation:)`` (or the end of the test) records an issue for every action not
/// received and every effect still running. Effects really run: dependencies are test doubles
/// that answer on a virtual main loop, so a test advances that loop to let them answer.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state after the last asserted action.
  public private(set) var state: State

  private let reducer: any Reducer<State, Action>
  private let effects = EffectRunner<Action>()
  private var received: [Action] = []
  private var isFinished = false

  /// A test store starting at `initialState`, run by the reducer `reducer` builds.
  public init<R: Reducer<State, Action>>(initialState: State, reducer: () -> R) {
    state = initialState
    self.reducer = reducer()
  }

  /// The effects started by this store still running.
  public var runningEffects: Int { effects.runningCount }

  /// Sends `action` and asserts the change: `updateStateToExpectedResult` gets the state as it
  /// was and must turn it into the state the reducer produced; nil asserts no change.
  ///
  /// - Returns: the effects this action started, to cancel the long-lived ones the way a view
  ///   going away would (TCA's `TestStoreTask`).
  @discardableResult
  public func send(
    _ action: Action, assert updateStateToExpectedResult: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> TestStoreTask {
    if !received.isEmpty {
      fail(
        "Must handle \(received.count) received action(s) before sending an action: "
          + received.map { "\($0)" }.joined(separator: ", "),
        sourceLocation: sourceLocation)
    }
    let tokens = reduce(
      action, expecting: updateStateToExpectedResult, sourceLocation: sourceLocation)
    return TestStoreTask { [weak self] in
      self?.effects.cancel(tokens: tokens)
    } isRunning: { [weak self] in
      self?.effects.isRunning(anyOf: tokens) ?? false
    }
  }

  /// Asserts that the oldest action effects sent back is `expected`, reduces it and asserts the
  /// change as ``send(_:assert:sourceLocation:)`` does.
  public func receive(
    _ expected: Action, assert updateStateToExpectedResult: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) where Action: Equatable {
    receive(
      { $0 == expected }, description: "\(expected)", assert: updateStateToExpectedResult,
      sourceLocation: sourceLocation)
  }

  /// Asserts that the oldest action effects sent back satisfies `isExpected`, for actions that
  /// are not `Equatable`; reduces it and asserts the change.
  public func receive(
    _ isExpected: (Action) -> Bool, description: String = "a matching action",
    assert updateStateToExpectedResult: ((inout State) -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !received.isEmpty else {
      fail(
        "Expected to receive \(description), but no action was received",
        sourceLocation: sourceLocation)
      return
    }
    let action = received.removeFirst()
    if !isExpected(action) {
      fail(
        "Received unexpected action:\n  expected: \(description)\n  received: \(action)",
        sourceLocation: sourceLocation)
    }
    reduce(action, expecting: updateStateToExpectedResult, sourceLocation: sourceLocation)
  }

  /// Asserts that every received action was handled and no effect is still running.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
    isFinished = true
    if !received.isEmpty {
      fail(
        "\(received.count) received action(s) not asserted: "
          + received.map { "\($0)" }.joined(separator: ", "),
        sourceLocation: sourceLocation)
      received.removeAll()
    }
    if effects.runningCount > 0 {
      fail(
        "\(effects.runningCount) effect(s) still running; cancel them (teardown) or let them "
          + "finish",
        sourceLocation: sourceLocation)
      effects.cancelAll()
    }
  }

  /// Drops the actions received so far without asserting them (a non-exhaustive step).
  public func skipReceivedActions() {
    received.removeAll()
  }

  @discardableResult
  private func reduce(
    _ action: Action, expecting update: ((inout State) -> Void)?,
    sourceLocation: SourceLocation
  ) -> [Int] {
    var expected = state
    let effect = reducer.reduce(into: &state, action: action)
    let tokens = effects.run(effect) { [weak self] in self?.received.append($0) }
    update?(&expected)
    if expected != state {
      fail(
        "State change does not match expectation after \(action):\n"
          + StateDifference.describe(expected: expected, actual: state),
        sourceLocation: sourceLocation)
    }
    return tokens
  }

  private func fail(
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  isolated deinit {
    guard !isFinished else { return }
    if !received.isEmpty {
      fail(
        "\(received.count) received action(s) not asserted before the test store ended: "
          + received.map { "\($0)" }.joined(separator: ", "))
    }
    if effects.runningCount > 0 {
      fail(
        "\(effects.runningCount) effect(s) still running when the test store ended")
    }
  }
}
