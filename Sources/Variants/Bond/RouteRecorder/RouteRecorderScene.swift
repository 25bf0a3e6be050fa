import Domain
import SceneContract
import UIKitLite

/// Builds the Bond route recorder: a view model owning the location manager and the store,
/// with the opener and the main loop its screens read off the main thread with, injected into
/// the recorder screen at the root of a navigation stack.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let store = Result { () throws(StoreError) in try environment.openRouteStore() }
    let viewModel = RecorderViewModel(
      locationManager: environment.makeLocationManager(), store: store,
      opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      documentsDirectory: environment.documentsDirectory)
    let recorder = RecorderViewController(viewModel: viewModel)
    let navigation = NavigationController(rootViewController: recorder)
    return Scene(rootViewController: navigation, components: [navigation, recorder, viewModel])
  }
}
