import SceneContract

/// Builds the KVO counter: a model seeded with the launch count, injected into the view
/// controller, which observes it while on screen.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let model = CounterModel(count: environment.launchOptions.initialCount)
    let viewController = CounterViewController(model: model)
    return Scene(rootViewController: viewController, components: [viewController, model])
  }
}
