import Engine
import SceneContract

/// One feature's results: its scenarios and every variant that implements it.
public struct FeatureReport: Sendable, Equatable, Codable {
  public var feature: FeatureID
  /// The scenarios that ran, in file-name order.
  public var scenarios: [ScenarioInfo]
  /// One entry per variant, in `VariantID` order.
  public var variants: [VariantReport]
  /// The feature's pitfall gallery and change costs, when it has experiments.
  public var experiments: FeatureExperiments?

  public init(
    feature: FeatureID, scenarios: [ScenarioInfo], variants: [VariantReport],
    experiments: FeatureExperiments? = nil
  ) {
    self.feature = feature
    self.scenarios = scenarios
    self.variants = variants
    self.experiments = experiments
  }
}
