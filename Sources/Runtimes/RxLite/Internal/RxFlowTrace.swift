/// Where subjects report the events they deliver, for the flow diagrams of the workbench
/// reports.
///
/// Nothing is recorded unless the harness installs a ``recorder`` around one scenario step;
/// with none installed a subject's `on(_:)` pays one load and one test.
public enum RxFlowTrace {
  /// The recorder of the step being traced, or nil (the default: nothing is recorded).
  // Safe without a lock: RxLite is serial, and only the harness sets the recorder, between
  // steps, on the thread that drives the runtime.
  @exclusivity(unchecked) nonisolated(unsafe) public static var recorder: (any RxFlowRecording)?

  /// Reports that `subject` delivers `event`; the subject stays the current layer until the
  /// returned recorder's `exit()`. Nil when nothing is recorded.
  @inlinable
  public static func enter<Subject: AnyObject, Element>(
    _ subject: Subject, _ event: Event<Element>
  ) -> (any RxFlowRecording)? {
    guard let recorder else { return nil }
    recorder.enter(
      layer: String(describing: Subject.self), label: label(of: event),
      identity: ObjectIdentifier(subject))
    return recorder
  }

  /// `next(<element>)`, `error(<error>)` or `completed`.
  @usableFromInline
  static func label<Element>(of event: Event<Element>) -> String {
    switch event {
    case .next(let element): "next(\(element))"
    case .error(let error): "error(\(error))"
    case .completed: "completed"
    }
  }
}

/// Receives the deliveries of subjects during a traced step (the workbench harness
/// implements it).
public protocol RxFlowRecording: AnyObject {
  /// The subject `identity`, named `layer`, delivers an event described by `label`.
  func enter(layer: String, label: String, identity: ObjectIdentifier)
  /// The delivery reported last is over.
  func exit()
}
