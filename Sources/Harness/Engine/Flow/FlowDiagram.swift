
/// How one variant carried out a feature's representative step (or steps): the layers an input
/// passed through, as recorded while the step ran.
public struct FlowDiagram: Sendable, Equatable, Codable {
  /// A step the diagram covers.
  public struct Step: Sendable, Equatable, Codable {
    /// Index of the step in the trace (the first scenario step is step 1).
    public var step: Int
    /// 1-based line in the scenario file.
    public var line: Int
    /// The step as written.
    public var source: String

    public init(step: Int, line: Int, source: String) {
      self.step = step
      self.line = line
      self.source = source
    }
  }

  /// The scenario the steps come from.
  public var scenario: String
  /// The steps drawn, in trace order.
  public var steps: [Step]
  /// Every layer that sends or receives a message, in order of first appearance.
  public var participants: [String]
  /// The messages, in the order they happened.
  public var messages: [FlowMessage]

  public init(scenario: String, steps: [Step], messages: [FlowMessage]) {
    self.scenario = scenario
    self.steps = steps
    self.messages = messages
    var seen: [String] = []
    for message in messages {
      for name in [message.from, message.to] where !seen.contains(name) {
        seen.append(name)
      }
    }
    participants = seen
  }

  /// Boundary crossings over the diagram's steps.
  public var crossings: Int {
    messages.reduce(0) { $0 + $1.crossings }
  }
}
