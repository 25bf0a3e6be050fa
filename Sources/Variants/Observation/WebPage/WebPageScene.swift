import SceneContract

/// Builds the Observation web page: the web view from the environment, the `@Observable` model
/// that mirrors it and is its navigation delegate, and the controller whose tracked renders
/// follow the model on the scene's main loop.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let model = WebPageModel(webView: webView)
    let viewController = WebPageViewController(model: model, mainLoop: environment.mainLoop)
    return Scene(
      rootViewController: viewController, components: [viewController, model, webView])
  }
}
