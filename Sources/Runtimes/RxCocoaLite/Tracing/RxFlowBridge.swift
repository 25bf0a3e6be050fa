import MainLoop
import RxLite

/// Reports RxLite's subject deliveries to a platform ``FlowRecording``, so a harness that only
/// knows the platform can draw what the subjects of an Rx screen deliver.
public enum RxFlowBridge {
  /// Makes `recorder` receive every subject delivery; nil stops it.
  public static func install(_ recorder: (any FlowRecording)?) {
    RxFlowTrace.recorder = recorder.map(Adapter.init)
  }

  private final class Adapter: RxFlowRecording {
    let recorder: any FlowRecording

    init(_ recorder: any FlowRecording) {
      self.recorder = recorder
    }

    func enter(layer: String, label: String, identity: ObjectIdentifier) {
      recorder.enter(FlowHop(layer: layer, label: label, identity: identity))
    }

    func exit() {
      recorder.exit()
    }
  }
}
