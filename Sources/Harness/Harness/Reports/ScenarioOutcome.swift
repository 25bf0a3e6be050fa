import SceneContract

/// One scenario's behaviour verdicts and costs over a feature's variants.
public struct ScenarioOutcome: Sendable {
  public let info: ScenarioInfo
  public let verdicts: [BehaviorVerdict]
  public let costs: [VariantID: ScenarioCost]

  public init(info: ScenarioInfo, verdicts: [BehaviorVerdict], costs: [VariantID: ScenarioCost]) {
    self.info = info
    self.verdicts = verdicts
    self.costs = costs
  }
}
