import Domain
import Foundation
import KVOLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failed load or a refused address, as the screen shows it: an immutable model object, as an
/// `NSObject` subclass would be on iOS, so that the model's `failure` can be observable (a
/// Swift struct cannot be `@objc dynamic`).
final class WebPageFailure: KVOObject {
  let message: String
  /// The address Retry loads; nil when there is nothing to retry (a refused address).
  let retryURL: URL?

  init(message: String, retryURL: URL?) {
    self.message = message
    self.retryURL = retryURL
    super.init()
  }
}

extension WebPageFailure: Equatable {
  static func == (lhs: WebPageFailure, rhs: WebPageFailure) -> Bool {
    lhs.message == rhs.message && lhs.retryURL == rhs.retryURL
  }
}

/// What the web page screen adds to the web view's own state: the failure to show, as a
/// key-value observable property.
///
/// The page's progress, title, address and history are the web view's `@objc dynamic`
/// properties, observed by the controller directly; the model only knows what the web view
/// does not — whether the last load failed and what Retry loads — and learns it as the web
/// view's navigation delegate. User events that navigate go through the model, which checks
/// the typed address before loading it.
@MainActor
final class WebPageModel: KVOObject {
  /// The failure to show; nil while none.
  @Dynamic var failure: WebPageFailure? = nil

  let webView: WKWebView

  init(webView: WKWebView) {
    self.webView = webView
    super.init()
    webView.navigationDelegate = self
  }

  // MARK: - Navigating

  /// Loads the address `text` names, or shows why it cannot.
  func go(to text: String) {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
    case .failure(let error):
      failure = WebPageFailure(message: WebPageStrings.message(for: error), retryURL: nil)
    }
  }

  /// Loads the address that failed again.
  func retry() {
    guard let url = failure?.retryURL else { return }
    webView.load(URLRequest(url: url))
  }

  func goBack() { webView.goBack() }
  func goForward() { webView.goForward() }
  func reload() { webView.reload() }
  func stopLoading() { webView.stopLoading() }

  // MARK: - Failures

  private func loadDidFail(with error: Error) {
    guard let message = WebPageRules.failureMessage(for: error) else { return }
    failure = WebPageFailure(message: message, retryURL: WebPageRules.retryURL(after: error))
  }
}

// MARK: - WKNavigationDelegate

extension WebPageModel: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    failure = nil
  }

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    loadDidFail(with: error)
  }

  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error) {
    loadDidFail(with: error)
  }
}
