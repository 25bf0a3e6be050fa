import MainLoop

/// What a web view loads from and on which loop its loads play (the stand-in for
/// `WKWebViewConfiguration`); it also counts the web views made with it that are still alive,
/// for leak checks.
@MainActor
public final class WKWebViewConfiguration {
  /// Where the timelines of loads play: virtual time in scenarios.
  public let mainLoop: MainLoop
  /// The pages the web views can load.
  public let pages: WebPageLibrary
  private var webViews: [WeakWebView] = []

  public init(mainLoop: MainLoop, pages: WebPageLibrary) {
    self.mainLoop = mainLoop
    self.pages = pages
  }

  /// How many web views made with this configuration are still alive.
  public var liveWebViewCount: Int {
    webViews.removeAll { $0.webView == nil }
    return webViews.count
  }

  func register(_ webView: WKWebView) {
    webViews.removeAll { $0.webView == nil }
    webViews.append(WeakWebView(webView: webView))
  }
}

private struct WeakWebView {
  weak var webView: WKWebView?
}
