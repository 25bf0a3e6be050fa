import SceneContract
import StoreLite

/// Builds the store counter: a store seeded with the launch count, injected into the view
/// controller.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let store = Store(initialState: CounterFeature.State(
      count: environment.launchOptions.initialCount)) {
      CounterFeature()
    }
    let viewController = CounterViewController(store: store)
    return Scene(rootViewController: viewController, components: [viewController, store])
  }
}
