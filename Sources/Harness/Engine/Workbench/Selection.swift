import SceneContract

/// What to run: every filter left nil means everything.
public struct Selection: Sendable, Equatable {
  public var feature: FeatureID?
  public var variant: VariantID?
  /// A scenario name (its file name without `.scenario`), checked once scenarios are loaded.
  public var scenario: String?

  public init(feature: FeatureID? = nil, variant: VariantID? = nil, scenario: String? = nil) {
    self.feature = feature
    self.variant = variant
    self.scenario = scenario
  }
}
