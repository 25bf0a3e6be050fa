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

  public init(
    variant: VariantID, codeSize: CodeSize, scenariosPassed: Int, scenariosTotal: Int,
    leaks: Bool, medianNsPerScenario: Double?, summaryRatio: Double?, scenarios: [ScenarioResult]
  ) {
    self.variant = variant
    linesOfCode = codeSize.linesOfCode
    files = codeSize.files
    types = codeSize.types
    self.scenariosPassed = scenariosPassed
    self.scenariosTotal = scenariosTotal
    self.leaks = leaks
    self.medianNsPerScenario = medianNsPerScenario
    self.summaryRatio = summaryRatio
    self.scenarios = scenarios
  }
}
