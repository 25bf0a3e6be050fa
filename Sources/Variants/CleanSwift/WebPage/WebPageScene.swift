import SceneContract

/// Builds the clean-swift web page: the view controller wires its own VIP cycle in
/// `setup(webView:)`, with the web view from the environment for its worker.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let viewController = WebPageViewController(environment: environment)
    return Scene(rootViewController: viewController, components: components(of: viewController))
  }

  /// Every role of the scene, found by following the cycle's references.
  @MainActor
  private static func components(of viewController: WebPageViewController) -> [AnyObject] {
    let interactor = viewController.interactor as? WebPageInteractor
    let roles: [AnyObject?] = [
      viewController, interactor, interactor?.presenter, viewController.router,
      interactor?.worker, interactor?.worker.webView,
    ]
    return roles.compactMap { $0 }
  }
}
