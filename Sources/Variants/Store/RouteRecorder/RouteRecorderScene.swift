import Domain
import SceneContract
import StoreLite
import UIKitLite

/// Builds the store route recorder: one store for the whole feature, its dependencies (the
/// location manager, the opened route store and the opener of its connections off the main
/// actor) the live values from the environment; the recorder sits at the root of a navigation
/// stack that follows the store's `path`.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let database = RouteDatabaseClient.live(
      Result { () throws(StoreError) in try environment.openRouteStore() },
      opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      documentsDirectory: environment.documentsDirectory)
    let store = Store(initialState: RouteRecorderFeature.State()) {
      RouteRecorderFeature()
    } withDependencies: {
      $0.recorderLocation = .live(locationManager)
      $0.routeDatabase = database
    }
    let viewController = RecorderViewController(store: store)
    let navigationController = NavigationController(rootViewController: viewController)
    return Scene(
      rootViewController: navigationController,
      components: [navigationController, viewController, store, locationManager])
  }
}
