
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
    /// A call between two of the style's own types, read from the source along the path of
    /// the input's handler (``RoleCallPath``), not recorded: `location` names the call's
    /// `File.swift:line`.
    case source
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
  /// For a ``Kind/source`` message, where the call is written (`CounterViewController.swift:85`).
  public var location: String?

  public init(
    step: Int, from: String, to: String, label: String, kind: Kind, count: Int = 1,
    location: String? = nil
  ) {
    self.step = step
    self.from = from
    self.to = to
    self.label = label
    self.kind = kind
    self.count = count
    self.location = location
  }

  /// How many boundary crossings the message stands for: each repeat of a message between two
  /// layers, except the step's own input, an observed change of state, and a call read from the
  /// source (crossings count what the hooks recorded).
  public var crossings: Int {
    kind == .input || kind == .state || kind == .source || from == to ? 0 : count
  }

  /// The label with the call's location, as diagrams print it.
  public var labelWithLocation: String {
    location.map { "\(label) · \($0)" } ?? label
  }
}
