import KVOLite
import MainLoop
import Testing

@testable import KVOVariant

/// The KVO style's declaration: its flow hook reports each KVOLite notification, so the flow
/// diagrams show an observer being notified by the model it observes.
@MainActor
@Suite("KVO style declaration")
struct KVOStyleTests {
  final class Recorder: FlowRecording {
    private(set) var hops: [FlowHop] = []
    private(set) var exits = 0

    func enter(_ hop: FlowHop) { hops.append(hop) }
    func begin(source layer: String, label: String?) {}
    func exit() { exits += 1 }
    func note(_ layer: String, label: String) {}
  }

  final class Counter: KVOObject {
    @Dynamic var count = 0
  }

  @Test("its flow hook reports every notification while installed, and none after")
  func flowHookReportsNotifications() {
    let recorder = Recorder()
    let hooks = KVOStyle.declaration.runtimeFlowHooks
    #expect(!hooks.isEmpty)
    for hook in hooks { hook.install(recorder) }
    let counter = Counter()
    var notified = 0
    let observation = counter.observe(\.count, options: [.new]) { _, _ in notified += 1 }
    counter.count = 1
    #expect(notified == 1)
    #expect(recorder.hops.count == 1 && recorder.exits == 1)
    let hop = recorder.hops.first
    #expect(hop?.layer == "NSKeyValueObservation", "the observer is entered")
    #expect(hop?.label == "changeHandler(\\.count)", "with what it is told")
    #expect(hop?.from == "Counter" && hop?.cause == "set count", "from the object, by its set")
    for hook in hooks { hook.install(nil) }
    counter.count = 2
    #expect(notified == 2)
    #expect(recorder.hops.count == 1, "nothing recorded once the hook is removed")
    observation.invalidate()
  }
}
