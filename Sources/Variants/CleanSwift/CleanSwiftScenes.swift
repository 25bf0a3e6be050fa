import SceneContract

/// The CleanSwift variant's screens, one builder per feature.
public enum CleanSwiftScenes {
  /// The builders the registry lists for this variant.
  public static let variant = VariantScenes(
    variant: .cleanSwift,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
