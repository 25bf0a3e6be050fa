import Domain
import SceneContract
import UIKitLite

/// Builds the delegate route recorder: a presenter that owns a new location manager and the
/// opened route store, injected into the recorder's view controller at the root of a
/// navigation stack; the controller makes itself the presenter's delegate when it loads (the
/// history and route detail screens are pushed on the stack later).
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let presenter = RecorderPresenter(
      locationManager: locationManager,
      store: Result { () throws(StoreError) in try environment.openRouteStore() },
      opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      documentsDirectory: environment.documentsDirectory)
    let viewController = RecorderViewController(presenter: presenter)
    let navigationController = NavigationController(rootViewController: viewController)
    return Scene(
      rootViewController: navigationController,
      components: [navigationController, viewController, presenter, locationManager])
  }
}
