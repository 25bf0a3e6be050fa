import SceneContract

/// Builds the clean-swift restaurant search: the view controller wires its own VIP cycle in
/// `setup(environment:)`, taking from the environment what its roles need — the Hotpepper
/// client for the worker, a location manager and the main loop for the interactor.
enum RestaurantSearchScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = RestaurantSearchViewController(environment: environment)
    return Scene(rootViewController: viewController, components: components(of: viewController))
  }

  /// Every role of the scene, found by following the cycle's references.
  @MainActor
  private static func components(of viewController: RestaurantSearchViewController)
    -> [AnyObject]
  {
    let interactor = viewController.interactor as? RestaurantSearchInteractor
    let roles: [AnyObject?] = [
      viewController, interactor, interactor?.presenter, viewController.router, interactor?.worker,
    ]
    return roles.compactMap { $0 }
  }
}
