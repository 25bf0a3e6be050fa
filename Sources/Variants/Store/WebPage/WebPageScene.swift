import SceneContract
import StoreLite

/// Builds the store web page: the web view from the environment, a store whose `webView`
/// dependency is the live client over it, injected into the view controller, which lays the
/// web view out.
enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let store = Store(initialState: WebPageFeature.State()) {
      WebPageFeature()
    } withDependencies: {
      $0.webView = .live(webView)
    }
    let viewController = WebPageViewController(store: store, webView: webView)
    return Scene(
      rootViewController: viewController, components: [viewController, store, webView])
  }
}
