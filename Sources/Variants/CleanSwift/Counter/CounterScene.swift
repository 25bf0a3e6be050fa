import SceneContract

/// Builds the clean-swift counter: the view controller wires its own VIP cycle in `setup()`;
/// the launch count is passed into the scene's data store through its router, the way one
/// scene passes data to the next.
enum CounterScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = CounterViewController()
    viewController.router?.dataStore?.count = environment.launchOptions.initialCount
    return Scene(rootViewController: viewController, components: components(of: viewController))
  }

  /// Every role of the scene, found by following the cycle's references.
  @MainActor
  private static func components(of viewController: CounterViewController) -> [AnyObject] {
    let interactor = viewController.interactor as? CounterInteractor
    let roles: [AnyObject?] = [
      viewController, interactor, interactor?.presenter, viewController.router, interactor?.worker,
    ]
    return roles.compactMap { $0 }
  }
}
