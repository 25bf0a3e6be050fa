import SceneContract

/// Builds the Rx MVVM counter: a view model injected with the launch count, injected into the
/// view controller, which binds to it when its view loads.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewModel = CounterViewModel(
      with: CounterViewModel.Dependency(initialCount: environment.launchOptions.initialCount))
    let viewController = CounterViewController(
      with: CounterViewController.Dependency(viewModel: viewModel))
    return Scene(rootViewController: viewController, components: [viewController, viewModel])
  }
}
