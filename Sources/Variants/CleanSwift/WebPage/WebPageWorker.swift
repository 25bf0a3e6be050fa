import Domain
import Foundation
import KVOLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web view's work for the interactor: loading and navigating it, and reporting what it
/// does — every change of its observable properties (through change handlers) and every start
/// and failure of a navigation (as its navigation delegate) — through closures.
@MainActor
final class WebPageWorker {
  let webView: WKWebView
  private var observations: [NSKeyValueObservation] = []
  private var pageChanged: ((Browse.Page, _ isAddressChange: Bool) -> Void)?
  private var navigationStarted: (() -> Void)?
  private var navigationFailed: ((Error) -> Void)?

  init(webView: WKWebView) {
    self.webView = webView
  }

  /// Reports the page now and after every change, and each navigation's start and failure,
  /// for as long as the worker lives.
  func observePage(
    pageChanged: @escaping (Browse.Page, _ isAddressChange: Bool) -> Void,
    navigationStarted: @escaping () -> Void, navigationFailed: @escaping (Error) -> Void
  ) {
    self.pageChanged = pageChanged
    self.navigationStarted = navigationStarted
    self.navigationFailed = navigationFailed
    webView.navigationDelegate = self
    observations = [
      webView.observe(\.url, options: [.initial, .new]) { [weak self] _, _ in
        self?.report(isAddressChange: true)
      },
      webView.observe(\.estimatedProgress, options: [.new]) { [weak self] _, _ in self?.report() },
      webView.observe(\.isLoading, options: [.new]) { [weak self] _, _ in self?.report() },
      webView.observe(\.title, options: [.new]) { [weak self] _, _ in self?.report() },
      webView.observe(\.canGoBack, options: [.new]) { [weak self] _, _ in self?.report() },
      webView.observe(\.canGoForward, options: [.new]) { [weak self] _, _ in self?.report() },
    ]
  }

  func load(_ url: URL) { webView.load(URLRequest(url: url)) }
  func goBack() { webView.goBack() }
  func goForward() { webView.goForward() }
  func reload() { webView.reload() }
  func stopLoading() { webView.stopLoading() }

  private func report(isAddressChange: Bool = false) {
    let page = Browse.Page(
      estimatedProgress: webView.estimatedProgress, isLoading: webView.isLoading,
      url: webView.url, title: webView.title, canGoBack: webView.canGoBack,
      canGoForward: webView.canGoForward)
    pageChanged?(page, isAddressChange)
  }
}

// MARK: - WKNavigationDelegate

extension WebPageWorker: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    navigationStarted?()
  }

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    navigationFailed?(error)
  }

  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error) {
    navigationFailed?(error)
  }
}
