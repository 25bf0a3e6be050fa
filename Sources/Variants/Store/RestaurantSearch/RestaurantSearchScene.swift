import AsyncPlatform
import Domain
import MainLoop
import SceneContract
import StoreLite

/// Builds the store restaurant search: a store whose dependencies — the location manager, the
/// Hotpepper API (decoding on a work queue of the main loop) and the main loop's clock — are
/// the live values from the environment, injected into the view controller.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let store = Store(initialState: RestaurantSearchFeature.State()) {
      RestaurantSearchFeature()
    } withDependencies: {
      $0.searchLocation = .live(locationManager)
      $0.restaurantSearch = .live(
        api,
        decodingOn: WorkQueue(label: "restaurant-search.decoding", loop: environment.mainLoop))
      $0.continuousClock = VirtualClock(loop: environment.mainLoop)
    }
    let viewController = RestaurantSearchViewController(store: store)
    return Scene(
      rootViewController: viewController,
      components: [viewController, store, api, locationManager])
  }
}
