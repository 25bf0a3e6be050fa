import MainLoop

/// One delivery reported to the flow trace of the workbench reports, ended by ``exit()``.
///
/// With no recorder installed, entering costs one load and one test and exiting one test.
@usableFromInline
struct FlowScope {
  @usableFromInline let recorder: (any FlowRecording)?

  @usableFromInline
  init(recorder: (any FlowRecording)?) {
    self.recorder = recorder
  }

  /// A subject delivering `event` to its observers.
  @inlinable
  static func enter<Element, Failure>(
    _ subject: Subject<Element, Failure>, _ event: Signal<Element, Failure>.Event
  ) -> FlowScope {
    FlowScope(
      recorder: FlowTrace.enter(
        String(describing: type(of: subject)), label: label(of: event),
        identity: ObjectIdentifier(subject)))
  }

  /// A property taking a new value, by Bond's name for it (`Observable<Int>`); its subject's
  /// delivery that follows belongs to the same layer.
  @inlinable
  static func enter<Value>(_ property: Property<Value>, _ event: Signal<Value, Never>.Event)
    -> FlowScope
  {
    FlowScope(
      recorder: FlowTrace.enter(
        "Observable<\(Value.self)>", label: label(of: event),
        identity: ObjectIdentifier(property.subject)))
  }

  /// Ends the delivery.
  @inlinable
  func exit() {
    recorder?.exit()
  }

  /// `next(<element>)`, `failed(<error>)` or `completed`.
  @usableFromInline
  static func label<Element, Failure>(of event: Signal<Element, Failure>.Event) -> String {
    switch event {
    case .next(let element): "next(\(element))"
    case .failed(let error): "failed(\(error))"
    case .completed: "completed"
    }
  }
}
