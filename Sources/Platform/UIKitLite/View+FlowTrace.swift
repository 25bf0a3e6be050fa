import MainLoop

// MARK: - Flow diagrams

extension View {
  /// How flow diagrams name this view: its type and identifier (`Label countLabel`), or its
  /// type alone when it has no identifier.
  public var flowName: String {
    let type = String(describing: Swift.type(of: self))
    return accessibilityIdentifier.map { "\(type) \($0)" } ?? type
  }

  /// What a render of this view shows in a flow diagram: its attributes after the change,
  /// shortened.
  var flowRenderLabel: String {
    if isHidden { return "hidden" }
    let attributes = snapshotAttributes.map { "\($0.name)=\($0.value)" }.joined(separator: " ")
    guard !attributes.isEmpty else { return "render" }
    return attributes.count <= 48 ? attributes : String(attributes.prefix(47)) + "…"
  }

  /// Reports a render of this view to the flow trace, when one is recording.
  func traceRender() {
    FlowTrace.note(flowName, label: flowRenderLabel)
  }

  /// Calls `call` on `delegate` when there is one, reported as a hop from the current layer
  /// (the view the user acted on) into the delegate's type, labelled with the call.
  func notify<Delegate>(
    _ delegate: Delegate?, _ label: @autoclosure () -> String, _ call: (Delegate) -> Void
  ) {
    guard let delegate else { return }
    FlowTrace.within(String(describing: type(of: delegate as Any)), label: label()) {
      call(delegate)
    }
  }
}

extension Control {
  /// Runs `fire` (one registration's delivery of `events`) inside the target's layer when the
  /// registration has a target; closure actions leave the layer to the runtime they feed.
  func traceDelivery(
    of events: Event, to target: @autoclosure () -> AnyObject?, _ fire: () -> Void
  ) {
    FlowTrace.within(
      target().map { String(describing: type(of: $0)) }, label: events.flowLabel, fire)
  }
}

extension Control.Event {
  /// The event's name as UIKit spells it (`touchUpInside`), for flow diagrams.
  var flowLabel: String {
    var names: [String] = []
    if contains(.touchUpInside) { names.append("touchUpInside") }
    if contains(.valueChanged) { names.append("valueChanged") }
    if contains(.editingChanged) { names.append("editingChanged") }
    return names.isEmpty ? "event" : names.joined(separator: ", ")
  }
}

extension ViewController {
  /// Reports that this controller presents `presented`.
  func tracePresentation(of presented: ViewController) {
    FlowTrace.note(String(describing: type(of: presented)), label: "present")
  }
}

extension AlertController {
  /// Runs `handle` (the tapped action's handler) inside the layer of `presenter`, the controller
  /// whose code wrote the handler; an action without a handler is not reported.
  func traceHandler(
    of action: AlertAction, presenter: @autoclosure () -> ViewController?, _ handle: () -> Void
  ) {
    FlowTrace.within(
      action.handler == nil ? nil : presenter().map { String(describing: type(of: $0)) },
      label: "handler \(quoted(action.title))", handle)
  }
}
