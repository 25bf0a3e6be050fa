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
      let paths = runner.registry.first { $0.id == variant }.flatMap {
        RoleCallPath.load(repositoryRoot: repositoryRoot, style: $0, feature: scenario.feature)
      }
      diagrams[variant] = FlowDiagram(
        scenario: scenario.name,
        steps: chosen.map {
          FlowDiagram.Step(step: $0.step, line: $0.line, source: Echo.line($0.source))
        },
        messages: chosen.flatMap { flow in
          guard let paths, let action = scenario.steps[safe: flow.step - 1]?.action else {
            return flow.messages
          }
          return paths.messages(for: action, merging: flow.messages, step: flow.step)
        })
    }
    return (tallies, diagrams)
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
