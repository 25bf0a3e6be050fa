import Domain
import Foundation
import KVOLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Follows the web view and answers the screen through closures.
///
/// The web view changes on its own — progress, title, redirects — so, as the route recorder's
/// location updates do, its changes reach the screen through closure properties the controller
/// sets once: `onLoadingChange`, `onAddressChange`, `onTitleChange`, `onButtonsChange` and
/// `onFailureChange`. The view model follows the web view with change handlers while the screen
/// is shown (``startFollowingPage()`` … ``stopFollowingPage()``) and is its navigation delegate,
/// for failures. A refused address is answered at once, as the return value of ``go(to:)``.
@MainActor
final class WebPageViewModel {
  var onLoadingChange: ((Loading) -> Void)?
  var onAddressChange: ((String) -> Void)?
  var onTitleChange: ((String) -> Void)?
  var onButtonsChange: ((Buttons) -> Void)?
  var onFailureChange: ((Failure?) -> Void)?

  let webView: WKWebView
  private var observations: [NSKeyValueObservation] = []
  private var retryURL: URL?

  init(webView: WKWebView) {
    self.webView = webView
    webView.navigationDelegate = self
  }

  // MARK: - Following the web view

  /// Calls the closures with the web view's current state, then after each of its changes.
  func startFollowingPage() {
    observations = [
      webView.observe(\.estimatedProgress, options: [.initial, .new]) { [weak self] _, _ in
        self?.loadingChanged()
      },
      webView.observe(\.isLoading, options: [.initial, .new]) { [weak self] _, _ in
        self?.loadingChanged()
        self?.buttonsChanged()
      },
      webView.observe(\.url, options: [.initial, .new]) { [weak self] webView, _ in
        self?.onAddressChange?(webView.url?.absoluteString ?? "")
        self?.titleChanged()
        self?.buttonsChanged()
      },
      webView.observe(\.title, options: [.initial, .new]) { [weak self] _, _ in
        self?.titleChanged()
      },
      webView.observe(\.canGoBack, options: [.new]) { [weak self] _, _ in
        self?.buttonsChanged()
      },
      webView.observe(\.canGoForward, options: [.new]) { [weak self] _, _ in
        self?.buttonsChanged()
      },
    ]
  }

  /// Stops calling the closures.
  func stopFollowingPage() {
    for observation in observations { observation.invalidate() }
    observations = []
  }

  // MARK: - Navigating

  /// Loads the address `text` names; returns why it cannot, without loading, when it cannot.
  func go(to text: String) -> Failure? {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
      return nil
    case .failure(let error):
      return Failure(message: WebPageStrings.message(for: error), canRetry: false)
    }
  }

  /// Loads the address that failed last again.
  func retry() {
    guard let retryURL else { return }
    webView.load(URLRequest(url: retryURL))
  }

  func goBack() { webView.goBack() }
  func goForward() { webView.goForward() }
  func reload() { webView.reload() }
  func stopLoading() { webView.stopLoading() }

  // MARK: - Answers

  private func loadingChanged() {
    onLoadingChange?(
      Loading(
        isLoading: webView.isLoading,
        progress: WebPageRules.progressBarValue(webView.estimatedProgress)))
  }

  private func titleChanged() {
    onTitleChange?(WebPageRules.navigationTitle(pageTitle: webView.title, url: webView.url))
  }

  private func buttonsChanged() {
    onButtonsChange?(
      Buttons(
        canGoBack: webView.canGoBack, canGoForward: webView.canGoForward,
        canReload: WebPageRules.canReload(url: webView.url, isLoading: webView.isLoading),
        canStop: webView.isLoading))
  }

  private func loadDidFail(with error: Error) {
    guard let message = WebPageRules.failureMessage(for: error) else { return }
    retryURL = WebPageRules.retryURL(after: error)
    onFailureChange?(Failure(message: message, canRetry: true))
  }
}

// MARK: - WKNavigationDelegate

extension WebPageViewModel: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    onFailureChange?(nil)
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
