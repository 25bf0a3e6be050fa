import BondLite
import Domain
import MainLoop
import SceneContract

/// Builds the Bond restaurant search: a view model holding the screen's location manager, the
/// Hotpepper API, the main loop (its debounce clock) and the execution contexts it decodes in
/// (a work queue of the loop) and comes back in (the loop's main queue), injected into the view
/// controller, which binds to it when its view loads.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewModel = RestaurantSearchViewModel(
      locationManager: environment.makeLocationManager(),
      hotpepper: HotpepperAPI(
        client: environment.httpClient, configuration: environment.hotpepper),
      scheduler: environment.mainLoop,
      decodingContext: WorkQueue(label: "restaurant-search.decoding", loop: environment.mainLoop)
        .context,
      mainContext: environment.mainLoop.main.context)
    let viewController = RestaurantSearchViewController(viewModel: viewModel)
    return Scene(rootViewController: viewController, components: [viewController, viewModel])
  }
}
