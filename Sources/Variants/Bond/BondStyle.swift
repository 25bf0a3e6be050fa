import BondLite
import SceneContract

/// The Bond style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum BondStyle {
  public static let declaration = StyleDeclaration(
    id: "bond", displayName: "Bond", folder: "Bond", colour: "#76b7b2",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterViewModel.swift"),
        ]),
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
          RoleFile(.view, "RecorderViewController+TabBar.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderViewModel.swift"),
          RoleFile(.state, "RecorderViewModel+LocationManagerDelegate.swift"),
          RoleFile(.state, "HistoryViewModel.swift"),
          RoleFile(.state, "RouteDetailViewModel.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.state, "RestaurantSearchViewModel.swift"),
          RoleFile(.bindings, "HotpepperAPI+Reactive.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageViewModel.swift"),
        ]),
    ],
    runtimeGauges: [RuntimeGauge("BondLite subscriptions") { BondResources.liveSubscriptions }])
}
