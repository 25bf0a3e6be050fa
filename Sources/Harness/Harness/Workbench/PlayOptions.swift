import SceneContract

/// Options of `play`.
public struct PlayOptions: Sendable, Equatable {
  public var root: String?
  public var feature: FeatureID
  public var variant: VariantID

  public init(root: String? = nil, feature: FeatureID, variant: VariantID) {
    self.root = root
    self.feature = feature
    self.variant = variant
  }
}
