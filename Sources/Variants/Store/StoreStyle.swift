import SceneContract
import StoreLite

/// The Store style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum StoreStyle {
  public static let declaration = StyleDeclaration(
    id: "store", displayName: "Store", folder: "Store", colour: "#edc948",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterFeature.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.view, "RestaurantSearchViewController+Rendering.swift"),
          RoleFile(.state, "RestaurantSearchFeature.swift"),
          RoleFile(.models, "RestaurantSearchFeature+State.swift"),
          RoleFile(.bindings, "LocationClient.swift"),
          RoleFile(.bindings, "RestaurantSearchClient.swift"),
        ]),
    ],
    runtimeGauges: [
      RuntimeGauge("StoreLite running effects") { StoreResources.runningEffects }
    ])
}
