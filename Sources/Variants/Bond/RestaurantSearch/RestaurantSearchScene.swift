import Domain
import SceneContract

/// Builds the Bond restaurant search: a view model holding the screen's location manager, the
/// Hotpepper API and the main loop (its debounce clock), injected into the view controller,
/// which binds to it when its view loads.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewModel = RestaurantSearchViewModel(
      locationManager: environment.makeLocationManager(),
      hotpepper: HotpepperAPI(
        client: environment.httpClient, configuration: environment.hotpepper),
      scheduler: environment.mainLoop)
    let viewController = RestaurantSearchViewController(viewModel: viewModel)
    return Scene(rootViewController: viewController, components: [viewController, viewModel])
  }
}
