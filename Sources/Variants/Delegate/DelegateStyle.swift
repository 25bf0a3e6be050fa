import SceneContract

/// The Delegate style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum DelegateStyle {
  public static let declaration = StyleDeclaration(
    id: "delegate", displayName: "Delegate", folder: "Delegate", colour: "#f28e2b",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterPresenter.swift"),
          RoleFile(.contract, "CounterPresenterDelegate.swift"),
        ]),
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
          RoleFile(.view, "RecorderViewController+RecorderPresenterDelegate.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderPresenter.swift"),
          RoleFile(.state, "HistoryPresenter.swift"),
          RoleFile(.state, "RouteDetailPresenter.swift"),
          RoleFile(.contract, "RecorderPresenterDelegate.swift"),
          RoleFile(.contract, "HistoryPresenterDelegate.swift"),
          RoleFile(.contract, "RouteDetailPresenterDelegate.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchAlert.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.state, "RestaurantSearchPresenter.swift"),
          RoleFile(.contract, "RestaurantSearchPresenterDelegate.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPagePresenter.swift"),
          RoleFile(.models, "WebPagePresenter+State.swift"),
          RoleFile(.contract, "WebPagePresenterDelegate.swift"),
        ]),
    ])
}
