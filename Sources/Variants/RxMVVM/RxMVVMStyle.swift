import RxCocoaLite
import RxLite
import SceneContract

/// The Rx-MVVM style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum RxMVVMStyle {
  public static let declaration = StyleDeclaration(
    id: "rx-mvvm", displayName: "Rx-MVVM", folder: "RxMVVM", colour: "#59a14f",
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
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderViewModel.swift"),
          RoleFile(.state, "HistoryViewModel.swift"),
          RoleFile(.state, "RouteDetailViewModel.swift"),
          RoleFile(.models, "RecorderState.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.state, "RestaurantSearchViewModel.swift"),
          RoleFile(.models, "RestaurantSearchViewModel+Content.swift"),
          RoleFile(.bindings, "HotpepperAPI+Rx.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageViewModel.swift"),
        ]),
    ],
    runtimeGauges: [RuntimeGauge("RxLite subscriptions") { Int(Resources.total) }],
    runtimeFlowHooks: [RuntimeFlowHook("RxLite deliveries") { RxFlowBridge.install($0) }])
}
