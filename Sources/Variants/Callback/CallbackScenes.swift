import SceneContract

/// The Callback variant's screens, one builder per feature.
public enum CallbackScenes {
  public static let variant = VariantScenes(variant: .callback, builders: [:])
}
