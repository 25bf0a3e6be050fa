import Domain
import SceneContract
import UIKitLite

/// Builds the Observation route recorder: an `@Observable` model owning the location manager
/// and the store, injected into the recorder screen at the root of a navigation stack. Every
/// screen of the feature renders on the scene's main loop.
enum RouteRecorderScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let store = Result { () throws(StoreError) in try environment.openRouteStore() }
    let model = RecorderModel(
      locationManager: environment.makeLocationManager(), store: store,
      opener: environment.routeStoreOpener, mainLoop: environment.mainLoop,
      documentsDirectory: environment.documentsDirectory)
    let recorder = RecorderViewController(model: model, mainLoop: environment.mainLoop)
    let navigation = NavigationController(rootViewController: recorder)
    return Scene(rootViewController: navigation, components: [navigation, recorder, model])
  }
}
