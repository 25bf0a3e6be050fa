import KVOLite
import MainLoop

/// Reports KVOLite's notifications to a platform ``FlowRecording``, so the flow diagrams show
/// each observer being notified by the model it observes.
enum KVOFlowBridge {
  /// Makes `recorder` receive every notification; nil stops it.
  static func install(_ recorder: (any FlowRecording)?) {
    KVOFlowTrace.recorder = recorder.map(Adapter.init)
  }

  private final class Adapter: KVOFlowRecording {
    let recorder: any FlowRecording

    init(_ recorder: any FlowRecording) {
      self.recorder = recorder
    }

    func notify(observer: String, of object: String, label: String, cause: String) {
      recorder.enter(FlowHop(layer: observer, label: label, from: object, cause: cause))
    }

    func exit() {
      recorder.exit()
    }
  }
}
