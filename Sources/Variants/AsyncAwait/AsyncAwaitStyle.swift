import AsyncPlatform
import SceneContract

/// The async-await style as the workbench knows it: its name, folder, colour, and per feature
/// the scene builder and the role each file plays. The registry lists this declaration.
public enum AsyncAwaitStyle {
  public static let declaration = StyleDeclaration(
    id: "async-await", displayName: "Async/await", folder: "AsyncAwait", colour: "#ff9da7",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterViewModel.swift"),
          RoleFile(.models, "CounterInput.swift"),
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
          RoleFile(.worker, "RouteArchive.swift"),
          RoleFile(.models, "RecorderModels.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.view, "RestaurantSearchViewController+Rendering.swift"),
          RoleFile(.state, "RestaurantSearchViewModel.swift"),
          RoleFile(.state, "RestaurantSearchViewModel+Location.swift"),
          RoleFile(.worker, "RestaurantSearchClient.swift"),
          RoleFile(.worker, "ShopDecoder.swift"),
          RoleFile(.models, "RestaurantSearchModels.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageViewModel.swift"),
          RoleFile(.models, "WebPageModels.swift"),
        ]),
    ],
    runtimeGauges: [RuntimeGauge("AsyncPlatform scene tasks") { SceneTasks.live }])
}
