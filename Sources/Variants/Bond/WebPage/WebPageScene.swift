import SceneContract

/// Builds the Bond web page: the web view from the environment, the view model that observes
/// its key paths and is its navigation delegate, and the controller that binds to it.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let viewModel = WebPageViewModel(webView: webView)
    let viewController = WebPageViewController(viewModel: viewModel)
    return Scene(
      rootViewController: viewController, components: [viewController, viewModel, webView])
  }
}
