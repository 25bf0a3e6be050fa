import SceneContract

/// The Callback variant's screens, one builder per feature.
public enum CallbackScenes {
  /// The builders the registry lists for this variant.
  public static let variant = VariantScenes(
    variant: .callback,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
