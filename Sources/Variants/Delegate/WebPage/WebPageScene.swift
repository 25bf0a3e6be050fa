import SceneContract

/// Builds the delegate web page: the web view from the environment, the presenter that follows
/// it and is its navigation delegate, and the controller that becomes the presenter's delegate
/// while on screen.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let presenter = WebPagePresenter(webView: webView)
    let viewController = WebPageViewController(presenter: presenter)
    return Scene(
      rootViewController: viewController, components: [viewController, presenter, webView])
  }
}
