import SceneContract

/// What running one feature produced, before it is summarised into a ``FeatureReport``.
public struct FeatureOutcome: Sendable {
  public let feature: FeatureID
  /// The variants that ran, in report order.
  public let variants: [VariantID]
  public let scenarios: [ScenarioOutcome]
  public let codeSizes: [VariantID: CodeSize]

  public init(
    feature: FeatureID, variants: [VariantID], scenarios: [ScenarioOutcome],
    codeSizes: [VariantID: CodeSize]
  ) {
    self.feature = feature
    self.variants = variants
    self.scenarios = scenarios
    self.codeSizes = codeSizes
  }
}
