/// One arrow of a flow diagram: something that passed from one layer to another while a
/// scenario step ran.
public struct FlowMessage: Sendable, Equatable, Codable {
  /// How the message was observed, which is how diagrams draw it.
  public enum Kind: String, Sendable, Codable {
    /// What the scenario step did to the app (a user's tap, a fix from the device).
    case input
    /// Control passed into a layer: a target-action, a subject or driver delivering, a
    /// delegate or observer being called.
    case call
    /// Drawn from what happened next: a layer the current one must have acted on (the model
    /// a KVO notification came from, the manager the device delivered to).
    case inferred
    /// Something arriving at a layer on its own (the network answering).
    case event
    /// A message that does not pass control: a widget rendering, a request handed on.
    case note
  }

  /// Index of the step in the trace (the load is step 0, the first scenario step is step 1).
  public var step: Int
  public var from: String
  public var to: String
  /// What passed: the event, call or value, shortened.
  public var label: String
  public var kind: Kind
  /// How many times the message was repeated in a row (at least 1).
  public var count: Int

  public init(step: Int, from: String, to: String, label: String, kind: Kind, count: Int = 1) {
    self.step = step
    self.from = from
    self.to = to
    self.label = label
    self.kind = kind
    self.count = count
  }

  /// Whether the message crosses a boundary between two layers of the app: every message but
  /// the step's own input and a layer's event on itself. Repeats count each time.
  public var crossings: Int {
    kind == .input || from == to ? 0 : count
  }
}
