/// One line of a scenario (with its indented block, if it has one), parsed.
public struct ScenarioStep: Sendable, Equatable {
  /// 1-based line of the step in its file.
  public let line: Int
  /// The step as written, without its comment, trimmed.
  public let source: String
  public let action: StepAction

  public init(line: Int, source: String, action: StepAction) {
    self.line = line
    self.source = source
    self.action = action
  }

  /// Whether the step is something a user or the environment does to the screen, as opposed
  /// to an expectation or a harness action; render counts are reported per input.
  public var isInput: Bool {
    switch action {
    case .tap, .type, .clear, .select, .alert, .back, .advance, .app, .location: return true
    case .restart, .teardown, .http, .work, .store, .expect: return false
    }
  }

  /// How many user or environment inputs the step stands for: `n` for `tap <id> x<n>`, 1 for
  /// another input, 0 for an expectation or a harness action.
  public var inputCount: Int {
    guard isInput else { return 0 }
    if case .tap(_, let times) = action { return times }
    return 1
  }
}

/// A name in a scenario with the column it starts at, so errors can point at it.
public struct NameRef: Sendable, Equatable, CustomStringConvertible {
  public let name: String
  public let column: Int

  public init(_ name: String, column: Int) {
    self.name = name
    self.column = column
  }

  public var description: String { name }
}
