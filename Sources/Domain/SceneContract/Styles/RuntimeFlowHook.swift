import MainLoop

/// Connects a style's runtime to the harness's flow recorder, so the flow diagrams show what
/// the runtime delivers (a subject's events, a key-value notification) without the harness
/// importing the runtime.
public struct RuntimeFlowHook: Sendable {
  /// What is traced, e.g. "RxLite deliveries"; hooks with the same name are installed once.
  public let name: String
  /// Routes the runtime's deliveries to `recorder`; nil stops tracing.
  public let install: @MainActor @Sendable ((any FlowRecording)?) -> Void

  public init(
    _ name: String, install: @escaping @MainActor @Sendable ((any FlowRecording)?) -> Void
  ) {
    self.name = name
    self.install = install
  }
}

extension Array where Element == StyleDeclaration {
  /// Installs `recorder` in every distinct runtime hook the styles declare (nil: removes it).
  @MainActor
  public func installRuntimeFlowRecorder(_ recorder: (any FlowRecording)?) {
    var seen = Set<String>()
    for hook in flatMap(\.runtimeFlowHooks) where seen.insert(hook.name).inserted {
      hook.install(recorder)
    }
  }
}
