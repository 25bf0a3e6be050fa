import Domain
import Foundation
import KVOLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Owns what the web page screen shows and tells its delegate about every change.
///
/// Each piece of state notifies the delegate from its `didSet`. The presenter follows the web
/// view with change handlers while it has a delegate — setting one starts following and
/// announces the whole state, clearing it stops — and adopts the web view's own delegate,
/// `WKNavigationDelegate`, for failures. The delegate is held weakly.
@MainActor
final class WebPagePresenter {
  weak var delegate: WebPagePresenterDelegate? {
    didSet { delegate == nil ? stopFollowingWebView() : startFollowingWebView() }
  }

  private(set) var loading = Loading() {
    didSet { delegate?.webPagePresenter(self, didUpdateLoading: loading) }
  }

  private(set) var address = "" {
    didSet { delegate?.webPagePresenter(self, didChangeAddress: address) }
  }

  private(set) var title = WebPageStrings.blankPageTitle {
    didSet { delegate?.webPagePresenter(self, didChangeTitle: title) }
  }

  private(set) var buttons = Buttons() {
    didSet { delegate?.webPagePresenter(self, didUpdateButtons: buttons) }
  }

  private(set) var failure: Failure? {
    didSet { delegate?.webPagePresenter(self, didChangeFailure: failure) }
  }

  let webView: WKWebView
  private var observations: [NSKeyValueObservation] = []

  init(webView: WKWebView) {
    self.webView = webView
    webView.navigationDelegate = self
  }

  // MARK: - User events

  func goButtonTapped(address text: String) {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
    case .failure(let error):
      failure = Failure(message: WebPageStrings.message(for: error), retryURL: nil)
    }
  }

  func retryButtonTapped() {
    guard let url = failure?.retryURL else { return }
    webView.load(URLRequest(url: url))
  }

  func backButtonTapped() { webView.goBack() }
  func forwardButtonTapped() { webView.goForward() }
  func reloadButtonTapped() { webView.reload() }
  func stopButtonTapped() { webView.stopLoading() }

  // MARK: - Following the web view

  private func startFollowingWebView() {
    observations = [
      webView.observe(\.estimatedProgress, options: [.initial, .new]) { [weak self] _, _ in
        self?.updateLoading()
      },
      webView.observe(\.isLoading, options: [.initial, .new]) { [weak self] _, _ in
        self?.updateLoading()
        self?.updateButtons()
      },
      webView.observe(\.url, options: [.initial, .new]) { [weak self] webView, _ in
        self?.address = webView.url?.absoluteString ?? ""
        self?.updateTitle()
        self?.updateButtons()
      },
      webView.observe(\.title, options: [.initial, .new]) { [weak self] _, _ in
        self?.updateTitle()
      },
      webView.observe(\.canGoBack, options: [.new]) { [weak self] _, _ in
        self?.updateButtons()
      },
      webView.observe(\.canGoForward, options: [.new]) { [weak self] _, _ in
        self?.updateButtons()
      },
    ]
    delegate?.webPagePresenter(self, didChangeFailure: failure)
  }

  private func stopFollowingWebView() {
    for observation in observations { observation.invalidate() }
    observations = []
  }

  private func updateLoading() {
    loading = Loading(
      isLoading: webView.isLoading,
      progress: WebPageRules.progressBarValue(webView.estimatedProgress))
  }

  private func updateTitle() {
    title = WebPageRules.navigationTitle(pageTitle: webView.title, url: webView.url)
  }

  private func updateButtons() {
    buttons = Buttons(
      canGoBack: webView.canGoBack, canGoForward: webView.canGoForward,
      canReload: WebPageRules.canReload(url: webView.url, isLoading: webView.isLoading),
      canStop: webView.isLoading)
  }

  private func loadDidFail(with error: Error) {
    guard let message = WebPageRules.failureMessage(for: error) else { return }
    failure = Failure(message: message, retryURL: WebPageRules.retryURL(after: error))
  }
}

// MARK: - WKNavigationDelegate

extension WebPagePresenter: WKNavigationDelegate {
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
