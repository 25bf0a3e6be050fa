import Domain
import Foundation
import KVOLite
import Observation
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A failed load or a refused address, as the screen shows it.
struct WebPageFailure: Equatable {
  let message: String
  /// The address Retry loads; nil when there is nothing to retry (a refused address).
  let retryURL: URL?
}

/// The web page's state as an `@Observable` model: a mirror of the web view's observable
/// properties, and the failure to show.
///
/// The web view is a platform object the screen does not own, and its properties are
/// key-value observable, not `@Observable`: a tracked render that read `webView.title` would
/// follow nothing. So the model copies them into properties of its own while it mirrors the
/// web view (``startMirroring()`` … ``stopMirroring()``, in `+Mirroring`), and renders read
/// only the model. The model is also the web view's navigation delegate, for failures, and the
/// buttons' way to navigate.
@MainActor
@Observable
final class WebPageModel {
  // MARK: - The web view, mirrored

  private(set) var estimatedProgress = 0.0
  private(set) var isLoading = false
  private(set) var url: URL?
  private(set) var pageTitle: String?
  private(set) var canGoBack = false
  private(set) var canGoForward = false
  /// How many times the web view has set its address, equal addresses included: KVO reports
  /// every set and the address field shows the address again at each (replacing what was
  /// typed), while Observation skips a set that leaves `url` as it was. A concession to the
  /// harness, which compares this screen with the KVO-driven styles' after every set.
  private(set) var addressRevision = 0

  // MARK: - The screen's own

  /// The failure to show; nil while none.
  private(set) var failure: WebPageFailure?

  @ObservationIgnored let webView: WKWebView
  @ObservationIgnored var mirroring: [NSKeyValueObservation] = []

  init(webView: WKWebView) {
    self.webView = webView
    webView.navigationDelegate = self
  }

  // MARK: - What the screen shows

  var navigationTitle: String { WebPageRules.navigationTitle(pageTitle: pageTitle, url: url) }
  var progressBarValue: Float { WebPageRules.progressBarValue(estimatedProgress) }
  var canReload: Bool { WebPageRules.canReload(url: url, isLoading: isLoading) }
  var address: String { url?.absoluteString ?? "" }

  // MARK: - Mirroring, for +Mirroring

  func mirror(estimatedProgress: Double) { self.estimatedProgress = estimatedProgress }
  func mirror(isLoading: Bool) { self.isLoading = isLoading }
  func mirror(pageTitle: String?) { self.pageTitle = pageTitle }
  func mirror(canGoBack: Bool) { self.canGoBack = canGoBack }
  func mirror(canGoForward: Bool) { self.canGoForward = canGoForward }

  func mirror(url: URL?) {
    self.url = url
    addressRevision &+= 1
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
    guard let retryURL = failure?.retryURL else { return }
    webView.load(URLRequest(url: retryURL))
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
