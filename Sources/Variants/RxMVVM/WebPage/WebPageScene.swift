import SceneContract

/// Builds the Rx MVVM web page: the web view from the environment and the view model,
/// injected into the view controller, which binds them when its view loads.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let viewModel = WebPageViewModel()
    let viewController = WebPageViewController(
      with: WebPageViewController.Dependency(viewModel: viewModel, webView: webView))
    return Scene(
      rootViewController: viewController, components: [viewController, viewModel, webView])
  }
}
