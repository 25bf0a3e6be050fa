/// Where the stand-ins and runtimes report how an input travels through an app's layers, for
/// the flow diagrams of the workbench reports.
///
/// Nothing is recorded unless the harness installs a ``recorder`` around one scenario step; with
/// none installed every hook costs one load and one test. A layer is named by what the code
/// being taught calls it: a type name (`CounterViewController`, `PublishSubject<Void>`) or a
/// widget (`Label countLabel`).
public enum FlowTrace {
  /// The recorder of the step being traced, or nil (the default: nothing is recorded).
  // Safe without a lock: only the harness sets it, on the main thread, between steps; the
  // hooks read it on that same thread while the step runs.
  @exclusivity(unchecked) nonisolated(unsafe) public static var recorder: (any FlowRecording)?

  /// Reports that control passes from the current layer (or `from`) into `layer`, which stays
  /// current until the returned recorder's `exit()`; nil when nothing is recorded.
  ///
  /// Call as `let flow = FlowTrace.enter(…); defer { flow?.exit() }`.
  @inlinable
  public static func enter(
    _ layer: @autoclosure () -> String, label: @autoclosure () -> String,
    from: @autoclosure () -> String? = nil, cause: @autoclosure () -> String? = nil,
    identity: ObjectIdentifier? = nil
  ) -> (any FlowRecording)? {
    guard let recorder else { return nil }
    recorder.enter(
      FlowHop(layer: layer(), label: label(), from: from(), cause: cause(), identity: identity))
    return recorder
  }

  /// Runs `body` inside `layer` (see ``enter(_:label:from:cause:identity:)``); a nil layer runs
  /// it without recording anything. `isInput` marks a hop that brings the app an input from its
  /// environment (a batch of fixes), which per-input figures count.
  @inlinable
  public static func within<Result>(
    _ layer: @autoclosure () -> String?, label: @autoclosure () -> String,
    from: @autoclosure () -> String? = nil, cause: @autoclosure () -> String? = nil,
    isInput: Bool = false, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let recorder, let name = layer() else { return try body() }
    recorder.enter(
      FlowHop(layer: name, label: label(), from: from(), cause: cause(), isInput: isInput))
    defer { recorder.exit() }
    return try body()
  }

  /// Runs `body` with `layer` as the origin of what happens next (the main loop running a
  /// timer, the network answering), marked on the layer's own lifeline when `label` is given.
  @inlinable
  public static func source<Result>(
    _ layer: String, label: @autoclosure () -> String? = nil, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let recorder else { return try body() }
    recorder.begin(source: layer, label: label())
    defer { recorder.exit() }
    return try body()
  }

  /// Reports a message from the current layer to `layer` that does not make `layer` current (a
  /// widget rendering, a request handed to the network).
  @inlinable
  public static func note(_ layer: @autoclosure () -> String, label: @autoclosure () -> String) {
    recorder?.note(layer(), label: label())
  }
}

/// One hop of an input through the layers, as a hook reports it.
public struct FlowHop: Sendable, Equatable {
  /// The layer control passes into.
  public let layer: String
  /// What passes: the event, call or value.
  public let label: String
  /// The layer it comes from when the hook knows it (a KVO-observed model, a location
  /// manager); nil for the current layer.
  public let from: String?
  /// When `from` is not the current layer: what the current layer did to `from` to cause this
  /// hop (`set count`), drawn as an inferred message.
  public let cause: String?
  /// The runtime object behind the layer, so an object entered again from itself is one layer.
  public let identity: ObjectIdentifier?
  /// Whether the hop brings the app an input from its environment (a batch of fixes).
  public let isInput: Bool

  /// A hop into `layer`.
  public init(
    layer: String, label: String, from: String? = nil, cause: String? = nil,
    identity: ObjectIdentifier? = nil, isInput: Bool = false
  ) {
    self.layer = layer
    self.label = label
    self.from = from
    self.cause = cause
    self.identity = identity
    self.isInput = isInput
  }
}

/// Receives the hops of one traced step (the workbench harness implements it).
public protocol FlowRecording: AnyObject {
  /// Control passes into `hop.layer` until the matching ``exit()``.
  func enter(_ hop: FlowHop)
  /// `layer` becomes the origin of what follows, until the matching ``exit()``.
  func begin(source layer: String, label: String?)
  /// The layer entered last is left.
  func exit()
  /// A message from the current layer to `layer` that does not enter it.
  func note(_ layer: String, label: String)
}
