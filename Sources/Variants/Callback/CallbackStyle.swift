import SceneContract

/// The Callback style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum CallbackStyle {
  public static let declaration = StyleDeclaration(
    id: "callback", displayName: "Callback", folder: "Callback", colour: "#4e79a7",
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
          RoleFile(.view, "RecorderViewController+Rendering.swift"),
          RoleFile(.view, "RecorderViewController+TabBar.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderViewModel.swift"),
          RoleFile(.state, "HistoryViewModel.swift"),
          RoleFile(.state, "RouteDetailViewModel.swift"),
          RoleFile(.models, "RecorderViewModel+Answers.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.view, "RestaurantSearchViewController+Rendering.swift"),
          RoleFile(.state, "RestaurantSearchViewModel.swift"),
          RoleFile(.state, "RestaurantSearchViewModel+Location.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageViewModel.swift"),
          RoleFile(.models, "WebPageViewModel+Answers.swift"),
        ]),
    ])
}
