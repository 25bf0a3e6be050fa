import SceneContract
import UIKitLite

/// Builds the clean-swift route recorder: the recorder scene wires its own VIP cycle in
/// `setup()` around a worker that owns the environment's location manager; the route library
/// (the database, opened once here, and the export folder) goes with it and is handed on by
/// each router to the scene it opens.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let locationManager = environment.makeLocationManager()
    let recorder = RecorderViewController(
      locationManager: locationManager, library: RouteLibrary(environment: environment))
    let navigation = NavigationController(rootViewController: recorder)
    return Scene(
      rootViewController: navigation,
      components: [navigation, locationManager] + components(of: recorder))
  }

  /// Every role of the recorder scene, found by following the cycle's references.
  @MainActor
  private static func components(of viewController: RecorderViewController) -> [AnyObject] {
    let interactor = viewController.interactor as? RecorderInteractor
    let roles: [AnyObject?] = [
      viewController, interactor, interactor?.presenter, viewController.router, interactor?.worker,
    ]
    return roles.compactMap { $0 }
  }
}
