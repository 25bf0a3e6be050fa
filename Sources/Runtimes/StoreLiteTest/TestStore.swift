import AsyncPlatform
import MainLoop
import StoreLite
import Testing

/// A store for tests that asserts every state change and every action effects send back.
///
/// Exhaustive by default, as TCA's is: ``send(_:assert:sourceLocation:)`` records an issue
/// unless the closure describes exactly how the action changed the state; an action an effect
/// sent back must be asserted with a `receive` before the next `send`; and
/// ``finish(sourceLocation:)`` records an issue for every action not received and every effect
/// still running. With ``exhaustivity`` `.off`, only what a test asserts is checked.
///
/// Effects really run, as tasks on the store's virtual ``mainLoop``: every call drives the loop
/// until nothing is left to do now, and ``advance(by:)`` moves its time (the test clock). The
/// dependencies start from their test values with `continuousClock` on that loop.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much a test must assert.
  public enum Exhaustivity: Sendable {
    /// Every state change, received action and running effect.
    case on
    /// Only what the test asserts; unasserted actions are skipped.
    case off
  }

  /// The state after the last asserted action.
  public private(set) var state: State
  /// How much the test must assert; `.on` by default.
  public var exhaustivity = Exhaustivity.on
  /// The loop the effects run on; its time is the test clock.
  public let mainLoop: MainLoop
  /// The dependencies the reducer and its effects run with.
  public let dependencies: DependencyValues

  private var reducedState: State
  private let reducer: @MainActor (inout State, Action) -> Effect<Action>
  private let effects = EffectRunner<Action>()
  private var received: [(action: Action, state: State)] = []
  private var isFinished = false

  /// A test store starting at `initialState`, run by the reducer `reducer` builds, with the
  /// test dependencies changed by `prepareDependencies`.
  public init<R: Reducer<State, Action>>(
    initialState: State, reducer: () -> R, mainLoop: MainLoop = MainLoop(),
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    state = initialState
    reducedState = initialState
    self.mainLoop = mainLoop
    var dependencies = DependencyValues.current
    dependencies.context = .test
    dependencies.continuousClock = VirtualClock(loop: mainLoop)
    prepareDependencies(&dependencies)
    self.dependencies = dependencies
    let reducer = reducer()
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    IssueReporting.handler = { Issue.record(Comment(rawValue: $0)) }
  }

  /// The effects started by this store still running.
  public var runningEffects: Int { effects.runningCount }

  // MARK: - Sending

  /// Sends `action` and asserts the change: `updateStateToExpectedResult` gets the state as it
  /// was and must turn it into the state the reducer produced; nil asserts no change. Then runs
  /// the effects it started until they wait for something.
  ///
  /// - Returns: the effects this action started, to cancel the long-lived ones the way a view
  ///   going away would.
  @discardableResult
  public func send(
    _ action: Action, assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async -> TestStoreTask {
    settle()
    if !received.isEmpty {
      if exhaustivity == .on {
        fail(
          "Must handle \(received.count) received action(s) before sending an action: "
            + received.map { "\($0.action)" }.joined(separator: ", "),
          sourceLocation: sourceLocation)
      }
      received.removeAll()
    }
    let before = reducedState
    let (tokens, after) = mainLoop.drive {
      let effect = reduce(action)
      let after = reducedState
      let tokens = start(effect)
      mainLoop.runUntilIdle()
      return (tokens, after)
    }
    expect(
      before: before, after: after, action: "\(action)",
      updateStateToExpectedResult, sourceLocation: sourceLocation)
    return TestStoreTask { [weak self] in
      guard let self else { return }
      mainLoop.drive {
        effects.cancel(tokens: tokens)
        mainLoop.runUntilIdle()
      }
    } isRunning: { [weak self] in
      self?.effects.isRunning(anyOf: tokens) ?? false
    }
  }

  // MARK: - Receiving

  /// Asserts that the oldest action effects sent back is `expected` and how it changed the
  /// state.
  public func receive(
    _ expected: Action, assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async where Action: Equatable {
    receive(
      description: "\(expected)", matching: { $0 == expected }, updateStateToExpectedResult,
      sourceLocation: sourceLocation)
  }

  /// Asserts that the oldest action effects sent back is of the case `actionCase`
  /// (`\.searchResponse.success`) and how it changed the state.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let casePath: AnyCasePath<Action, Value> = AnyCasePath(actionCase)
    receive(
      description: "\(actionCase)", matching: { casePath.extract(from: $0) != nil },
      updateStateToExpectedResult, sourceLocation: sourceLocation)
  }

  /// Asserts that the oldest action effects sent back is the case `actionCase` holding
  /// `value`, and how it changed the state.
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>, _ value: Value,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async {
    let casePath: AnyCasePath<Action, Value> = AnyCasePath(actionCase)
    receive(
      description: "\(actionCase) \(value)", matching: { casePath.extract(from: $0) == value },
      updateStateToExpectedResult, sourceLocation: sourceLocation)
  }

  /// Lets the effects run until they wait, then drops the actions received so far without
  /// asserting them; the state becomes the one they produced.
  public func skipReceivedActions() async {
    settle()
    if let last = received.last { state = last.state }
    received.removeAll()
  }

  // MARK: - Time and the end

  /// Moves the test clock — the virtual main loop — forward by `duration`, running every
  /// sleep, timer and answer due meanwhile.
  public func advance(by duration: Duration) async {
    mainLoop.drive { mainLoop.advance(by: duration) }
  }

  /// Asserts that every received action was handled and no effect is still running.
  public func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    settle()
    isFinished = true
    if !received.isEmpty, exhaustivity == .on {
      fail(
        "\(received.count) received action(s) not asserted: "
          + received.map { "\($0.action)" }.joined(separator: ", "),
        sourceLocation: sourceLocation)
    }
    received.removeAll()
    if effects.runningCount > 0 {
      if exhaustivity == .on {
        fail(
          "\(effects.runningCount) effect(s) still running; cancel them (teardown) or let "
            + "them finish",
          sourceLocation: sourceLocation)
      }
      mainLoop.drive {
        effects.cancelAll()
        mainLoop.runUntilIdle()
      }
    }
  }

  // MARK: - Reducing

  private func settle() {
    mainLoop.drive { mainLoop.runUntilIdle() }
  }

  private func receive(
    description: String, matching isExpected: (Action) -> Bool,
    _ update: ((inout State) throws -> Void)?, sourceLocation: SourceLocation
  ) {
    settle()
    if exhaustivity == .off {
      while let first = received.first, !isExpected(first.action) {
        state = first.state
        received.removeFirst()
      }
    }
    guard !received.isEmpty else {
      fail(
        "Expected to receive \(description), but no action was received",
        sourceLocation: sourceLocation)
      return
    }
    let (action, after) = received.removeFirst()
    if !isExpected(action) {
      fail(
        "Received unexpected action:\n  expected: \(description)\n  received: \(action)",
        sourceLocation: sourceLocation)
    }
    expect(
      before: state, after: after, action: "\(action)", update, sourceLocation: sourceLocation)
  }

  /// Reduces `action` on the running state.
  private func reduce(_ action: Action) -> Effect<Action> {
    DependencyValues.$current.withValue(dependencies) { reducer(&reducedState, action) }
  }

  /// Starts `effect`; the actions it sends are reduced as they arrive and kept for `receive`.
  private func start(_ effect: Effect<Action>) -> [Int] {
    DependencyValues.$current.withValue(dependencies) {
      effects.run(effect) { [weak self] in self?.effectSent($0) }
    }
  }

  private func effectSent(_ action: Action) {
    let effect = reduce(action)
    received.append((action, reducedState))
    _ = start(effect)
  }

  private func expect(
    before: State, after: State, action: String, _ update: ((inout State) throws -> Void)?,
    sourceLocation: SourceLocation
  ) {
    var expected = exhaustivity == .on ? before : after
    do {
      try update?(&expected)
    } catch {
      fail("Threw while asserting \(action): \(error)", sourceLocation: sourceLocation)
    }
    state = after
    guard expected != after else { return }
    fail(
      "State change does not match expectation after \(action):\n"
        + StateDifference.describe(expected: expected, actual: after),
      sourceLocation: sourceLocation)
  }

  private func fail(
    _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  isolated deinit {
    guard !isFinished else { return }
    if !received.isEmpty, exhaustivity == .on {
      fail(
        "\(received.count) received action(s) not asserted before the test store ended: "
          + received.map { "\($0.action)" }.joined(separator: ", "))
    }
    if effects.runningCount > 0, exhaustivity == .on {
      fail("\(effects.runningCount) effect(s) still running when the test store ended")
    }
  }
}
