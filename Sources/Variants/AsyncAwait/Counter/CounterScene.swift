import SceneContract

/// Builds the async-await counter: a view model seeded with the launch count, injected into
/// the view controller, which owns the tasks that connect them.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewModel = CounterViewModel(initialCount: environment.launchOptions.initialCount)
    let viewController = CounterViewController(viewModel: viewModel)
    return Scene(rootViewController: viewController, components: [viewController, viewModel])
  }
}
