// Sources/Variants/MyStyle/WebPage/WebPageScene.swift
import SceneContract
import Storyboards

enum WebPageScene {
  @MainActor
  static func make(environment: SceneEnvironment) -> Scene {
    let webView = environment.makeWebView()
    let viewController = WebPageViewController(webPageView: WebPageView(webView: webView))
    return Scene(rootViewController: viewController, components: [viewController, webView])
  }
}
