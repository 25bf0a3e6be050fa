import SceneContract

/// Builds the Observation counter: an `@Observable` model seeded with the launch count,
/// injected into the view controller, which follows it on the scene's main loop while on
/// screen.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let model = CounterModel(count: environment.launchOptions.initialCount)
    let viewController = CounterViewController(model: model, mainLoop: environment.mainLoop)
    return Scene(rootViewController: viewController, components: [viewController, model])
  }
}
