import SceneContract

/// Builds the delegate counter: a presenter seeded with the launch count, injected into the
/// view controller, which makes itself the presenter's delegate when it loads.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let presenter = CounterPresenter(initialCount: environment.launchOptions.initialCount)
    let viewController = CounterViewController(presenter: presenter)
    return Scene(rootViewController: viewController, components: [viewController, presenter])
  }
}
