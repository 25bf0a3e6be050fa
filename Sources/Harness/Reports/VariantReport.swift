import Engine
import SceneContract

/// One variant's results on one feature.
public struct VariantReport: Sendable, Equatable, Codable {
  public var variant: VariantID
  /// Non-blank, non-comment lines in `Sources/Variants/<Variant>/<Feature>/`.
  public var linesOfCode: Int
  /// Swift files in that folder.
  public var files: Int
  /// Type declarations in that folder.
  public var types: Int
  /// The Swift 6 escape hatches in that folder; nil in reports made before they were counted.
  public var escapeHatches: EscapeHatches?
  /// Scenarios whose behaviour passed.
  public var scenariosPassed: Int
  /// Scenarios that ran.
  public var scenariosTotal: Int
  /// Whether any scenario leaked scene objects or runtime subscriptions.
  public var leaks: Bool
  /// Median over scenarios of this variant's per-scenario median run time; nil if none timed.
  public var medianNsPerScenario: Double?
  /// Geometric mean over timed scenarios of the ratio to that scenario's fastest variant.
  public var summaryRatio: Double?
  /// One entry per scenario, in the feature's scenario order.
  public var scenarios: [ScenarioResult]
  /// Widget renders caused by input steps over all scenarios, divided by their inputs; nil
  /// without inputs.
  public var rendersPerInput: Double?
  /// Median over timed scenarios of the input steps' median time divided by their inputs.
  public var medianNsPerInput: Double?
  /// Boundary crossings (see ``FlowMessage/crossings``) over all scenarios' input steps,
  /// divided by their inputs, from one traced run per scenario.
  public var boundaryCrossingsPerInput: Double?
  /// Hops between the main thread and work off it (a job started, a result handed back) over
  /// all scenarios' steps, divided by their inputs; nil without inputs.
  public var threadHopsPerInput: Double?
  /// Heap allocations made on the main loop's thread by the input steps of the timed
  /// scenarios, divided by their inputs (the fewest over each step's timed runs); nil when not
  /// timed or not counted (sanitizer builds). Load does not change it, so `check` compares it
  /// exactly.
  public var allocationsPerInput: Double?
  /// The bytes those allocations asked for, per input.
  public var allocatedBytesPerInput: Double?
  /// How this variant carries out the feature's representative step, as recorded.
  public var flow: FlowDiagram?

  public init(
    variant: VariantID, codeSize: CodeSize, scenariosPassed: Int, scenariosTotal: Int,
    leaks: Bool, medianNsPerScenario: Double?, summaryRatio: Double?, scenarios: [ScenarioResult],
    rendersPerInput: Double? = nil, medianNsPerInput: Double? = nil,
    boundaryCrossingsPerInput: Double? = nil, threadHopsPerInput: Double? = nil,
    allocationsPerInput: Double? = nil, allocatedBytesPerInput: Double? = nil,
    flow: FlowDiagram? = nil
  ) {
    self.variant = variant
    linesOfCode = codeSize.linesOfCode
    files = codeSize.files
    types = codeSize.types
    escapeHatches = codeSize.escapeHatches
    self.scenariosPassed = scenariosPassed
    self.scenariosTotal = scenariosTotal
    self.leaks = leaks
    self.medianNsPerScenario = medianNsPerScenario
    self.summaryRatio = summaryRatio
    self.scenarios = scenarios
    self.rendersPerInput = rendersPerInput
    self.medianNsPerInput = medianNsPerInput
    self.boundaryCrossingsPerInput = boundaryCrossingsPerInput
    self.threadHopsPerInput = threadHopsPerInput
    self.allocationsPerInput = allocationsPerInput
    self.allocatedBytesPerInput = allocatedBytesPerInput
    self.flow = flow
  }
}
