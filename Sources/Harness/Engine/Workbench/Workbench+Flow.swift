import ScenarioLanguage
import SceneContract

// MARK: - Tracing flows

extension Workbench {
  /// What one traced run per variant of `scenario` found: boundary crossings and inputs, and
  /// the flow diagram when `choice` picks steps of this scenario.
  func traceFlows(_ scenario: Scenario, variants: [VariantID], choice: FlowSelection?)
    -> (tallies: [VariantID: FlowTally], diagrams: [VariantID: FlowDiagram])
  {
    let capture = FlowCapture(runner: runner)
    var tallies: [VariantID: FlowTally] = [:]
    var diagrams: [VariantID: FlowDiagram] = [:]
    for variant in variants {
      let watching = choice.map { $0.scenario == scenario.name ? Set($0.steps) : [] } ?? []
      guard let flows = capture.capture(scenario, variant: variant, watching: watching) else {
        continue
      }
      tallies[variant] = FlowTally(flows)
      guard let choice, choice.scenario == scenario.name else { continue }
      let chosen = flows.filter { choice.steps.contains($0.step) }
      guard !chosen.isEmpty else { continue }
      diagrams[variant] = FlowDiagram(
        scenario: scenario.name,
        steps: chosen.map {
          FlowDiagram.Step(step: $0.step, line: $0.line, source: Echo.line($0.source))
        },
        messages: chosen.flatMap(\.messages))
    }
    return (tallies, diagrams)
  }
}
