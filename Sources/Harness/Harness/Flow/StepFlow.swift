/// The messages recorded while one scenario step ran.
public struct StepFlow: Sendable, Equatable {
  /// Index of the step in the trace (the first scenario step is step 1).
  public let step: Int
  /// 1-based line in the scenario file.
  public let line: Int
  public let source: String
  /// User or environment inputs the step stands for (`tap <id> x<n>` counts `n`); 0 for a
  /// step that is not an input.
  public let inputs: Int
  public let messages: [FlowMessage]

  public init(step: Int, line: Int, source: String, inputs: Int, messages: [FlowMessage]) {
    self.step = step
    self.line = line
    self.source = source
    self.inputs = inputs
    self.messages = messages
  }

  /// Boundary crossings during the step.
  public var crossings: Int {
    messages.reduce(0) { $0 + $1.crossings }
  }
}
