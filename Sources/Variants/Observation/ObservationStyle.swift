import ObservationTracking
import SceneContract

/// The Observation style as the workbench knows it: its name, folder, colour, and per feature
/// the scene builder and the role each file plays. The registry lists this declaration.
public enum ObservationStyle {
  public static let declaration = StyleDeclaration(
    id: "observation", displayName: "Observation", folder: "Observation", colour: "#9c755f",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterModel.swift"),
        ]),
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
          RoleFile(.view, "RecorderViewController+TabBar.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderModel.swift"),
          RoleFile(.state, "RecorderModel+LocationManagerDelegate.swift"),
          RoleFile(.state, "HistoryModel.swift"),
          RoleFile(.state, "RouteDetailModel.swift"),
          RoleFile(.worker, "RouteArchive.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchAlert.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.view, "RestaurantSearchViewController+Rendering.swift"),
          RoleFile(.state, "RestaurantSearchModel.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageModel.swift"),
          RoleFile(.state, "WebPageModel+Mirroring.swift"),
        ]),
    ],
    runtimeGauges: [
      RuntimeGauge("Observation tracked renders") { ObservationResources.liveRenders }
    ])
}
