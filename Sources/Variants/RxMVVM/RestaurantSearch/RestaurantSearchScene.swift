import Domain
import RxCocoaLite
import SceneContract

/// Builds the Rx MVVM restaurant search: the view model is injected with the Hotpepper API
/// and the main loop as its scheduler; the view controller with the view model and the
/// screen's location manager, whose fixes it binds into the view model when its view loads.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewModel = RestaurantSearchViewModel(
      with: RestaurantSearchViewModel.Dependency(
        hotpepper: HotpepperAPI(
          client: environment.httpClient, configuration: environment.hotpepper),
        scheduler: MainLoopScheduler(loop: environment.mainLoop)))
    let viewController = RestaurantSearchViewController(
      with: RestaurantSearchViewController.Dependency(
        viewModel: viewModel, locationManager: environment.makeLocationManager()))
    return Scene(rootViewController: viewController, components: [viewController, viewModel])
  }
}
