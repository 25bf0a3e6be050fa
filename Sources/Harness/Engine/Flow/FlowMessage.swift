
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
    /// State of a variant's object that changed since the previous message (`count = 1`),
    /// drawn from the layer that was current: the change itself crossed no hook.
    case state
  }

  /// Index of the step in the trace (the load is step 0, the first scenario step is step 1).
  public var step: Int
  /// The layer the message leaves.
  public var from: String
  /// The layer it reaches (the same as `from` for an event on a layer's own lifeline).
  public var to: String
  /// What passed: the event, call or value, shortened.
  public var label: String
  /// How it was observed.
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

  /// How many boundary crossings the message stands for: each repeat of a message between two
  /// layers, except the step's own input and an observed change of state.
  public var crossings: Int {
    kind == .input || kind == .state || from == to ? 0 : count
  }
}
