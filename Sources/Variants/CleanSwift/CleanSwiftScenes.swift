import SceneContract

/// The CleanSwift variant's screens, one builder per feature.
public enum CleanSwiftScenes {
  public static let variant = VariantScenes(variant: .cleanSwift, builders: [:])
}
