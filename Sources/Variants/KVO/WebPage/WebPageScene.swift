import SceneContract

/// Builds the KVO web page: the web view from the environment, the model that is its
/// navigation delegate, and the controller that observes both while on screen.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let model = WebPageModel(webView: webView)
    let viewController = WebPageViewController(model: model)
    return Scene(rootViewController: viewController, components: [viewController, model, webView])
  }
}
