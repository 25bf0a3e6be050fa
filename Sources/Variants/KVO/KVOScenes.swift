import SceneContract

/// The KVO variant's screens, one builder per feature.
public enum KVOScenes {
  /// The builders the registry lists for this variant.
  public static let variant = VariantScenes(
    variant: .kvo,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
