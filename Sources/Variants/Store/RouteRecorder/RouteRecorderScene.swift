import Domain
import SceneContract
import StoreLite
import UIKitLite

/// Builds the store route recorder: one store per screen, each reducer given its dependencies
/// (the location manager, the opened route store) as values; the recorder sits at the root of
/// a navigation stack, and history and route detail are built with their stores when pushed.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let database = RouteDatabaseClient.live(
      Result { () throws(StoreError) in try environment.openRouteStore() },
      documentsDirectory: environment.documentsDirectory)
    let store = Store(initialState: RecorderFeature.State()) {
      RecorderFeature(location: .live(locationManager), database: database)
    }
    let viewController = RecorderViewController(store: store) {
      makeHistory(database: database)
    }
    let navigationController = NavigationController(rootViewController: viewController)
    return Scene(
      rootViewController: navigationController,
      components: [navigationController, viewController, store, locationManager])
  }

  @MainActor
  private static func makeHistory(database: RouteDatabaseClient) -> ViewController {
    let store = Store(initialState: HistoryFeature.State()) {
      HistoryFeature(database: database)
    }
    return HistoryViewController(store: store) { route in
      RouteDetailViewController(
        store: Store(initialState: RouteDetailFeature.State(route: route)) {
          RouteDetailFeature(database: database)
        })
    }
  }
}
