import AsyncPlatform
import Domain
import MainLoop
import SceneContract

/// Builds the async-await restaurant search: a view model with the location manager, an async
/// search client (decoding on a work queue of the main loop) and the main loop's clock,
/// injected into the view controller.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let api = HotpepperAPI(client: environment.httpClient, configuration: environment.hotpepper)
    let decoder = ShopDecoder(
      queue: WorkQueue(label: "restaurant-search.decoding", loop: environment.mainLoop))
    let client = RestaurantSearchClient(api: api, decoder: decoder)
    let viewModel = RestaurantSearchViewModel(
      locationManager: locationManager, client: client,
      clock: VirtualClock(loop: environment.mainLoop))
    let viewController = RestaurantSearchViewController(viewModel: viewModel)
    return Scene(
      rootViewController: viewController,
      components: [viewController, viewModel, client, decoder, api, locationManager])
  }
}
