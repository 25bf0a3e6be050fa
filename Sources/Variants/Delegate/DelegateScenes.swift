import SceneContract

/// The Delegate variant's screens, one builder per feature.
public enum DelegateScenes {
  /// The builders the registry lists for this variant.
  public static let variant = VariantScenes(
    variant: .delegate,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
