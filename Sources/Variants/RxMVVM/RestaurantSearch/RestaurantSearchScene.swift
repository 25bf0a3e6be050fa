import Domain
import RxCocoaLite
import SceneContract

/// Builds the Rx MVVM restaurant search: the view model is injected with the Hotpepper API,
/// the screen's location manager, the main loop as its scheduler, a serial queue of the loop
/// to decode on and a wireframe that presents
/// from the screen's view controller; the view controller with the view model.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let wireframe = DefaultWireframe()
    let viewModel = RestaurantSearchViewModel(
      with: RestaurantSearchViewModel.Dependency(
        hotpepper: HotpepperAPI(
          client: environment.httpClient, configuration: environment.hotpepper),
        locationManager: locationManager,
        scheduler: MainLoopScheduler(loop: environment.mainLoop),
        backgroundScheduler: SerialDispatchQueueScheduler(
          internalSerialQueueName: "restaurant-search.decoding", loop: environment.mainLoop),
        wireframe: wireframe))
    let viewController = RestaurantSearchViewController(
      with: RestaurantSearchViewController.Dependency(viewModel: viewModel))
    wireframe.presentingViewController = viewController
    return Scene(
      rootViewController: viewController,
      components: [viewController, viewModel, locationManager])
  }
}
