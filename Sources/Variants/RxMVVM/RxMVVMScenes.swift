import SceneContract

/// The RxMVVM variant's screens, one builder per feature.
public enum RxMVVMScenes {
  public static let variant = VariantScenes(
    variant: .rxMVVM,
    builders: [
      .counter: CounterScene.make(environment:),
      .routeRecorder: RouteRecorderScene.make(environment:),
      .restaurantSearch: RestaurantSearchScene.make(environment:),
    ])
}
