import Domain
import SceneContract

/// Builds the Observation restaurant search: an `@Observable` model owning the location
/// manager, the Hotpepper API and the main loop's timers, injected into the view controller,
/// which follows it with tracked renders while on screen.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let model = RestaurantSearchModel(
      locationManager: locationManager, api: api, mainLoop: environment.mainLoop)
    let viewController = RestaurantSearchViewController(
      model: model, mainLoop: environment.mainLoop)
    return Scene(
      rootViewController: viewController,
      components: [viewController, model, api, locationManager])
  }
}
