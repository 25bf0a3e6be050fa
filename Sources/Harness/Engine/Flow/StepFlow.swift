
/// The messages recorded while one scenario step ran.
public struct StepFlow: Sendable, Equatable {
  /// Index of the step in the trace (the first scenario step is step 1).
  public let step: Int
  /// 1-based line in the scenario file.
  public let line: Int
  /// The step as written.
  public let source: String
  /// User or environment inputs the step stands for: `n` for `tap <id> x<n>`, the number of
  /// batches the location device delivered when more than one (a GPX replay as time passes),
  /// otherwise 1; 0 for a step that is not an input.
  public let inputs: Int
  /// What the step sent through the layers, in order.
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
