import MainLoop
import ScenarioLanguage
import SceneContract

/// Plays a scenario once on a variant with every step traced, and returns what each step sent
/// through the variant's layers.
///
/// The traced run is separate from the behaviour and timing runs, so recording costs them
/// nothing: outside it no recorder is installed and every hook is a nil check.
@MainActor
struct FlowCapture {
  let runner: ScenarioRunner

  /// The flow of every step of `scenario` on `variant` until a step cannot run; nil when the
  /// variant does not implement the feature. During the steps in `watching` (indices in the
  /// trace) the variant's objects are also watched for changes of state.
  func capture(_ scenario: Scenario, variant: VariantID, watching: Set<Int> = [])
    -> [StepFlow]?
  {
    guard let builder = runner.builder(for: scenario.feature, variant: variant) else {
      return nil
    }
    let engine = runner.makeEngine(builder, launchOptions: scenario.launchOptions)
    engine.load()
    var flows: [StepFlow] = []
    for (offset, step) in scenario.steps.enumerated() {
      let recorder = FlowRecorder(step: offset + 1, root: FlowEntry.root(of: step.action))
      if watching.contains(offset + 1) {
        recorder.watch = FlowStateWatch(root: engine.host.window.rootViewController)
      }
      if let input = FlowEntry.input(of: step.action, on: engine.host) {
        recorder.input(to: input.layer, label: input.label)
      }
      install(recorder)
      let performed = (try? engine.perform(step)) != nil
      install(nil)
      recorder.flushState()
      guard performed else { break }
      flows.append(
        StepFlow(
          step: offset + 1, line: step.line, source: step.source,
          inputs: step.isInput ? max(step.inputCount, recorder.deliveries) : 0,
          messages: recorder.messages))
    }
    engine.finish()
    return flows
  }

  /// Makes `recorder` the one every hook reports to (nil: none).
  func install(_ recorder: FlowRecorder?) {
    FlowTrace.recorder = recorder
    runner.registry.installRuntimeFlowRecorder(recorder)
  }
}
