import SceneContract

/// Builds the async-await web page: the web view from the environment, the view model that
/// follows it and is its navigation delegate, and the controller that owns the tasks
/// connecting them.
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
