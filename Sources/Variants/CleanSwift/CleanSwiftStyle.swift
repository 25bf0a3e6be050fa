import SceneContract

/// The Clean Swift style as the workbench knows it: its name, folder, colour, and per feature the
/// scene builder and the role each file plays. The registry lists this declaration.
public enum CleanSwiftStyle {
  public static let declaration = StyleDeclaration(
    id: "clean-swift", displayName: "Clean Swift", folder: "CleanSwift", colour: "#b07aa1",
    features: [
      .counter: FeatureImplementation(
        build: CounterScene.make(environment:),
        roles: [
          RoleFile(.assembly, "CounterScene.swift"),
          RoleFile(.view, "CounterViewController.swift"),
          RoleFile(.state, "CounterInteractor.swift"),
          RoleFile(.presentation, "CounterPresenter.swift"),
          RoleFile(.routing, "CounterRouter.swift"),
          RoleFile(.worker, "CounterWorker.swift"),
          RoleFile(.models, "CounterModels.swift"),
        ]),
      .routeRecorder: FeatureImplementation(
        build: RouteRecorderScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RouteRecorderScene.swift"),
          RoleFile(.view, "RecorderViewController.swift"),
          RoleFile(.view, "HistoryViewController.swift"),
          RoleFile(.view, "RouteDetailViewController.swift"),
          RoleFile(.state, "RecorderInteractor.swift"),
          RoleFile(.state, "RecorderInteractor+Location.swift"),
          RoleFile(.state, "HistoryInteractor.swift"),
          RoleFile(.state, "RouteDetailInteractor.swift"),
          RoleFile(.presentation, "RecorderPresenter.swift"),
          RoleFile(.presentation, "HistoryPresenter.swift"),
          RoleFile(.presentation, "RouteDetailPresenter.swift"),
          RoleFile(.routing, "RecorderRouter.swift"),
          RoleFile(.routing, "HistoryRouter.swift"),
          RoleFile(.routing, "RouteDetailRouter.swift"),
          RoleFile(.worker, "RecorderWorker.swift"),
          RoleFile(.worker, "HistoryWorker.swift"),
          RoleFile(.worker, "RouteDetailWorker.swift"),
          RoleFile(.worker, "RouteLibrary.swift"),
          RoleFile(.models, "RecorderModels.swift"),
          RoleFile(.models, "RecorderModels+Location.swift"),
          RoleFile(.models, "HistoryModels.swift"),
          RoleFile(.models, "RouteDetailModels.swift"),
        ]),
      .restaurantSearch: FeatureImplementation(
        build: RestaurantSearchScene.make(environment:),
        roles: [
          RoleFile(.assembly, "RestaurantSearchScene.swift"),
          RoleFile(.view, "RestaurantSearchViewController.swift"),
          RoleFile(.state, "RestaurantSearchInteractor.swift"),
          RoleFile(.presentation, "RestaurantSearchPresenter.swift"),
          RoleFile(.routing, "RestaurantSearchRouter.swift"),
          RoleFile(.worker, "RestaurantSearchWorker.swift"),
          RoleFile(.models, "RestaurantSearchModels.swift"),
        ]),
      .webPage: FeatureImplementation(
        build: WebPageScene.make(environment:),
        roles: [
          RoleFile(.assembly, "WebPageScene.swift"),
          RoleFile(.view, "WebPageViewController.swift"),
          RoleFile(.state, "WebPageInteractor.swift"),
          RoleFile(.presentation, "WebPagePresenter.swift"),
          RoleFile(.routing, "WebPageRouter.swift"),
          RoleFile(.worker, "WebPageWorker.swift"),
          RoleFile(.models, "WebPageModels.swift"),
        ]),
    ])
}
