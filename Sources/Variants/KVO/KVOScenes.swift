import SceneContract

/// The KVO variant's screens, one builder per feature.
public enum KVOScenes {
  public static let variant = VariantScenes(variant: .kvo, builders: [:])
}
