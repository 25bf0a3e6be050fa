import Domain
import SceneContract

/// Builds the delegate restaurant search: a presenter owning the location manager, the
/// Hotpepper API and the main loop's timers, injected into the view controller, which makes
/// itself the presenter's delegate when it loads.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let presenter = RestaurantSearchPresenter(
      locationManager: locationManager, api: api, mainLoop: environment.mainLoop)
    let viewController = RestaurantSearchViewController(presenter: presenter)
    return Scene(
      rootViewController: viewController,
      components: [viewController, presenter, api, locationManager])
  }
}
