import SceneContract

/// One scenario's behaviour verdicts and costs over a feature's variants.
public struct ScenarioOutcome: Sendable {
  public let info: ScenarioInfo
  public let verdicts: [BehaviorVerdict]
  public let costs: [VariantID: ScenarioCost]
  /// Boundary crossings and inputs of each variant's traced run.
  public let flowTallies: [VariantID: FlowTally]
  /// Each variant's flow diagram, when this scenario holds the feature's chosen flow steps.
  public let flowDiagrams: [VariantID: FlowDiagram]

  public init(
    info: ScenarioInfo, verdicts: [BehaviorVerdict], costs: [VariantID: ScenarioCost],
    flowTallies: [VariantID: FlowTally] = [:], flowDiagrams: [VariantID: FlowDiagram] = [:]
  ) {
    self.info = info
    self.verdicts = verdicts
    self.costs = costs
    self.flowTallies = flowTallies
    self.flowDiagrams = flowDiagrams
  }
}
