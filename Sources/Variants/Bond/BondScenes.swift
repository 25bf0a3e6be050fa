import SceneContract

/// The Bond variant's screens, one builder per feature.
public enum BondScenes {
  public static let variant = VariantScenes(variant: .bond, builders: [:])
}
