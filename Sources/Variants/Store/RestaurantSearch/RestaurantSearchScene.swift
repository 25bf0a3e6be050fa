import Domain
import SceneContract
import StoreLite

/// Builds the store restaurant search: a store whose reducer gets the location manager, the
/// Hotpepper API and the main loop as dependency values, injected into the view controller.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let store = Store(initialState: RestaurantSearchFeature.State()) {
      RestaurantSearchFeature(
        locationClient: .live(locationManager), searchClient: .live(api),
        mainLoop: environment.mainLoop)
    }
    let viewController = RestaurantSearchViewController(store: store)
    return Scene(
      rootViewController: viewController,
      components: [viewController, store, api, locationManager])
  }
}
