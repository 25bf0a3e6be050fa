import Domain
import SceneContract
import UIKitLite

/// Builds the async-await route recorder: a view model that owns a new location manager and the
/// opened route store, injected into the recorder's view controller at the root of a
/// navigation stack (the history and route detail screens are pushed on it later).
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let viewModel = RecorderViewModel(
      locationManager: locationManager,
      store: Result { () throws(StoreError) in try environment.openRouteStore() },
      opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      documentsDirectory: environment.documentsDirectory)
    let viewController = RecorderViewController(viewModel: viewModel)
    let navigationController = NavigationController(rootViewController: viewController)
    return Scene(
      rootViewController: navigationController,
      components: [navigationController, viewController, viewModel, locationManager])
  }
}
