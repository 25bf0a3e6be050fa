import SceneContract

/// The Bond variant's screens, one builder per feature.
public enum BondScenes {
  /// The builders the registry lists for this variant.
  public static let variant = VariantScenes(
    variant: .bond,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
