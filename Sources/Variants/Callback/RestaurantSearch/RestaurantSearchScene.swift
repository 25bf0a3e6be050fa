import Domain
import SceneContract

/// Builds the callback restaurant search: a view model owning the location manager, the
/// Hotpepper API and the main loop's timers, injected into the view controller.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let viewModel = RestaurantSearchViewModel(
      locationManager: locationManager, api: api, mainLoop: environment.mainLoop)
    let viewController = RestaurantSearchViewController(viewModel: viewModel)
    return Scene(
      rootViewController: viewController,
      components: [viewController, viewModel, api, locationManager])
  }
}
