import SceneContract

/// One feature's results: its scenarios and every variant that implements it.
public struct FeatureReport: Sendable, Equatable, Codable {
  public var feature: FeatureID
  /// The scenarios that ran, in file-name order.
  public var scenarios: [ScenarioInfo]
  /// One entry per variant, in `VariantID` order.
  public var variants: [VariantReport]
  /// Cost per fix against route length per variant, when a bench run measured it.
  public var scaling: [ScalingSeries]?

  public init(
    feature: FeatureID, scenarios: [ScenarioInfo], variants: [VariantReport],
    scaling: [ScalingSeries]? = nil
  ) {
    self.feature = feature
    self.scenarios = scenarios
    self.variants = variants
    self.scaling = scaling
  }
}
