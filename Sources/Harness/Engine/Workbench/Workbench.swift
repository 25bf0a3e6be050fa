import Foundation
import ScenarioLanguage
import SceneContract

/// The whole workbench run behind the CLI: load and validate every scenario, play the selected
/// ones on every selected variant (behaviour and leaks, then cost), measure code size, and
/// assemble the report.
@MainActor
public struct Workbench {
  /// The repository the scenarios, sources and reports live in.
  public let repositoryRoot: URL
  public let runner: ScenarioRunner
  /// Every scenario in `Scenarios/`, parsed and validated.
  public let scenarios: [Scenario]

  /// One feature's share of a run: the scenarios and variants selected for it.
  public struct FeaturePlan: Sendable, Equatable {
    public let feature: FeatureID
    public let variants: [VariantID]
    public let scenarios: [Scenario]
    /// The feature's other styles: they run each scenario once, only to vote for the
    /// reference screens the selected ones are judged against.
    public var referenceVariants: [VariantID] = []
  }

  /// Where a run is: reported before each scenario starts.
  public struct Progress: Sendable, Equatable {
    /// Scenarios finished so far.
    public let completed: Int
    public let total: Int
    public let feature: FeatureID
    public let scenario: String
  }

  /// Loads and validates every scenario under `<repositoryRoot>/Scenarios/`.
  ///
  /// - Throws: ``ScenarioError`` (`file:line:column: …`) for the first malformed scenario, or
  ///   for a feature some style implements whose scenarios are missing or unreadable; nothing
  ///   has run then.
  public init(registry: [StyleDeclaration], repositoryRoot: URL) throws {
    self.repositoryRoot = repositoryRoot
    // A folder URL, so `Scenarios` resolves inside it even when the path is a symbolic link
    // (whose URL does not say it is a folder).
    let folder = URL(fileURLWithPath: repositoryRoot.path, isDirectory: true)
    let scenariosRoot = URL(fileURLWithPath: "Scenarios", isDirectory: true, relativeTo: folder)
    runner = ScenarioRunner(
      registry: registry,
      fixturesRoot: scenariosRoot.appendingPathComponent("fixtures", isDirectory: true))
    let implemented = FeatureDeclaration.ids.filter { feature in
      registry.contains { $0.features[feature] != nil }
    }
    scenarios = try ScenarioLoader.loadAll(root: scenariosRoot, requiring: implemented)
    try runner.validate(scenarios)
  }

  // MARK: - Running

  /// Plays every planned scenario: behaviour and leaks on every variant, then the cost of the
  /// variants that passed, interleaved as ``CostMeasurement`` describes, then (when
  /// `traceFlows`) one traced run per variant for the flow figures and diagrams.
  ///
  /// With ``CostPlan/behaviorOnly`` and `traceFlows` false every scenario runs exactly once
  /// per variant: the quick check.
  public func run(
    _ plans: [FeaturePlan], cost: CostPlan, traceFlows: Bool = true,
    progress: (Progress) -> Void = { _ in }
  ) throws -> [FeatureOutcome] {
    let total = plans.reduce(0) { $0 + $1.scenarios.count }
    var completed = 0
    var outcomes: [FeatureOutcome] = []
    for plan in plans {
      var scenarioOutcomes: [ScenarioOutcome] = []
      let choice =
        traceFlows
        ? FlowSelection.choose(among: plan.scenarios, repositoryRoot: repositoryRoot) : nil
      for scenario in plan.scenarios {
        progress(
          Progress(
            completed: completed, total: total, feature: plan.feature, scenario: scenario.name))
        scenarioOutcomes.append(
          measure(
            scenario, variants: plan.variants, comparedWith: plan.referenceVariants, cost: cost,
            flow: choice, traceFlows: traceFlows))
        completed += 1
      }
      var sizes: [VariantID: CodeSize] = [:]
      for style in runner.registry where plan.variants.contains(style.id) {
        guard let feature = FeatureDeclaration.named(plan.feature) else { continue }
        sizes[style.id] = try CodeSizeCounter.measure(
          repositoryRoot: repositoryRoot, style: style, feature: feature)
      }
      outcomes.append(
        FeatureOutcome(
          feature: plan.feature, variants: plan.variants, scenarios: scenarioOutcomes,
          codeSizes: sizes))
    }
    return outcomes
  }

  /// Behaviour verdicts for `scenario` on `variants`, the cost of those that passed, then one
  /// traced run per variant for the flow figures (and diagrams, when `flow` picks this
  /// scenario).
  func measure(
    _ scenario: Scenario, variants: [VariantID], comparedWith others: [VariantID] = [],
    cost: CostPlan, flow: FlowSelection? = nil, traceFlows: Bool = true
  ) -> ScenarioOutcome {
    let verdicts = runner.verify(scenario, variants: variants, comparedWith: others)
    let passing = verdicts.filter { $0.behavior == .pass }
    var costs: [VariantID: ScenarioCost] = [:]
    if cost.isTimed, let reference = passing.first?.run.steps.map(\.snapshot) {
      costs = CostMeasurement.measure(
        variants: passing.map(\.variant), reference: reference, plan: cost
      ) { variant in
        runner.run(scenario, variant: variant)
      }
    }
    let flows =
      traceFlows
      ? self.traceFlows(scenario, variants: variants, choice: flow)
      : (tallies: [:], diagrams: [:])
    return ScenarioOutcome(
      info: ScenarioInfo(scenario), verdicts: verdicts, costs: costs, flowTallies: flows.tallies,
      flowDiagrams: flows.diagrams)
  }
}
