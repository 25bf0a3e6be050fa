/// Where key-value observing reports its notifications, for the flow diagrams of the
/// workbench reports.
///
/// Nothing is recorded unless the harness installs a ``recorder`` around one scenario step;
/// with none installed a notification pays one load and one test.
public enum KVOFlowTrace {
  /// The recorder of the step being traced, or nil (the default: nothing is recorded).
  // Safe without a lock: KVOLite is serial, and only the harness sets the recorder, between
  // steps, on the thread that drives the runtime.
  @exclusivity(unchecked) nonisolated(unsafe) public static var recorder: (any KVOFlowRecording)?

  /// Reports that `owner` notifies `registration`'s observer; the observer stays the current
  /// layer until the returned recorder's `exit()`. Nil when nothing is recorded.
  @inlinable
  static func enter<Value>(_ owner: KVOObject, _ registration: KVORegistration<Value>)
    -> (any KVOFlowRecording)?
  {
    guard let recorder else { return nil }
    report(owner, registration, to: recorder)
    return recorder
  }

  @usableFromInline
  static func report<Value>(
    _ owner: KVOObject, _ registration: KVORegistration<Value>,
    to recorder: any KVOFlowRecording
  ) {
    let box = registration.box
    let key = owner.dynamicPropertyTable().first { $0.value === box }?.key ?? "value"
    let object = String(describing: type(of: owner))
    if let observer = registration.observer {
      recorder.notify(
        observer: String(describing: type(of: observer)), of: object,
        label: "observeValue(forKeyPath: \(key))", cause: "set \(key)")
    } else {
      recorder.notify(
        observer: "NSKeyValueObservation", of: object, label: "changeHandler(\\.\(key))",
        cause: "set \(key)")
    }
  }
}

/// Receives the notifications of key-value observing during a traced step (the workbench
/// harness implements it).
public protocol KVOFlowRecording: AnyObject {
  /// `object` notifies `observer` with a call described by `label`; `cause` is what was done
  /// to `object` to make it notify.
  func notify(observer: String, of object: String, label: String, cause: String)
  /// The notification reported last is over.
  func exit()
}
