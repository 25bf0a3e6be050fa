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
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
          RoleFile(.view, "RecorderViewController+Rendering.swift"),
          RoleFile(.view, "RecorderViewController+Navigation.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RouteRecorderFeature.swift"),
          RoleFile(.state, "RecorderFeature.swift"),
          RoleFile(.state, "HistoryFeature.swift"),
          RoleFile(.state, "RouteDetailFeature.swift"),
          RoleFile(.models, "RouteRecorderFeature+Path.swift"),
          RoleFile(.models, "RecorderFeature+State.swift"),
          RoleFile(.bindings, "RecorderLocationClient.swift"),
          RoleFile(.bindings, "RouteDatabaseClient.swift"),
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
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageFeature.swift"),
          RoleFile(.models, "WebPageFeature+State.swift"),
          RoleFile(.bindings, "WebViewClient.swift"),
        ]),
    ],
    runtimeGauges: [
      RuntimeGauge("StoreLite running effects") { StoreResources.runningEffects }
    ])
}
