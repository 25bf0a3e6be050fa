import MainLoop
import RxLite
import Testing

@testable import RxMVVMVariant

/// The Rx MVVM style's declaration: its flow hook reports each RxLite subject delivery, so the
/// flow diagrams show what the subjects of a screen deliver.
@MainActor
@Suite("Rx MVVM style declaration")
struct RxMVVMStyleTests {
  final class Recorder: FlowRecording {
    private(set) var hops: [FlowHop] = []

    func enter(_ hop: FlowHop) { hops.append(hop) }
    func begin(source layer: String, label: String?) {}
    func exit() {}
    func note(_ layer: String, label: String) {}
  }

  @Test("its flow hook reports subject deliveries while installed, and none after")
  func flowHookReportsDeliveries() {
    let recorder = Recorder()
    let hooks = RxMVVMStyle.declaration.runtimeFlowHooks
    #expect(!hooks.isEmpty)
    for hook in hooks { hook.install(recorder) }
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    let recorded = recorder.hops.count
    #expect(recorded > 0, "a delivery is recorded")
    for hook in hooks { hook.install(nil) }
    subject.onNext(2)
    #expect(received == [1, 2])
    #expect(recorder.hops.count == recorded, "nothing recorded once the hook is removed")
    subscription.dispose()
  }
}
