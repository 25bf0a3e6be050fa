import SceneContract

/// The Delegate variant's screens, one builder per feature.
public enum DelegateScenes {
  public static let variant = VariantScenes(variant: .delegate, builders: [:])
}
