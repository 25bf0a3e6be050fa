import BondLite
import Domain
import Foundation
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web page's state as observable properties, fed by the web view's key paths.
///
/// Each property the screen shows is an `Observable` bound from the web view's
/// `reactive.keyPath(…)` signals — progress and loading, the address, the title (from the
/// page's title and the host), the history buttons and Reload. The page load is a request like
/// the restaurant search's: ``requestState`` goes `.requesting` when a navigation starts,
/// `.finish` when it ends, `.error` when it fails (or an address is refused), as the view model
/// hears it as the web view's navigation delegate.
@MainActor
final class WebPageViewModel {
  /// Where the latest load stands.
  enum RequestState: Equatable {
    case none
    case requesting
    case finish
    case error(WebPageFailure)
  }

  let requestState = Observable<RequestState>(.none)
  let progress = Observable<Float>(0)
  let isLoading = Observable(false)
  let address = Observable("")
  let title = Observable(WebPageStrings.blankPageTitle)
  let canGoBack = Observable(false)
  let canGoForward = Observable(false)
  let canReload = Observable(false)

  let webView: WKWebView
  private let bag = DisposeBag()

  init(webView: WKWebView) {
    self.webView = webView
    webView.navigationDelegate = self
    bindWebView()
  }

  // MARK: - Events

  /// The user tapped Go with `text` in the address field.
  func goButtonTapped(address text: String) {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
    case .failure(let error):
      requestState.value = .error(
        WebPageFailure(message: WebPageStrings.message(for: error), retryURL: nil))
    }
  }

  /// The user tapped Retry.
  func retryButtonTapped() {
    guard case .error(let failure) = requestState.value, let url = failure.retryURL else { return }
    webView.load(URLRequest(url: url))
  }

  func backButtonTapped() { webView.goBack() }
  func forwardButtonTapped() { webView.goForward() }
  func reloadButtonTapped() { webView.reload() }
  func stopButtonTapped() { webView.stopLoading() }

  // MARK: - Key paths

  private func bindWebView() {
    let web = webView.reactive
    web.keyPath(\.estimatedProgress).map(WebPageRules.progressBarValue).bind(to: progress)
    web.keyPath(\.isLoading).bind(to: isLoading)
    web.keyPath(\.url).map { $0?.absoluteString ?? "" }.bind(to: address)
    web.keyPath(\.canGoBack).bind(to: canGoBack)
    web.keyPath(\.canGoForward).bind(to: canGoForward)
    for signal in [web.keyPath(\.title).eraseType(), web.keyPath(\.url).eraseType()] {
      signal.observeNext { [weak self] in self?.updateTitle() }.dispose(in: bag)
    }
    for signal in [web.keyPath(\.url).eraseType(), web.keyPath(\.isLoading).eraseType()] {
      signal.observeNext { [weak self] in self?.updateReload() }.dispose(in: bag)
    }
  }

  private func updateTitle() {
    title.value = WebPageRules.navigationTitle(pageTitle: webView.title, url: webView.url)
  }

  private func updateReload() {
    canReload.value = WebPageRules.canReload(url: webView.url, isLoading: webView.isLoading)
  }

  private func loadDidEnd(with error: Error?) {
    if let error, let message = WebPageRules.failureMessage(for: error) {
      requestState.value = .error(
        WebPageFailure(message: message, retryURL: WebPageRules.retryURL(after: error)))
    } else if requestState.value == .requesting {
      requestState.value = error == nil ? .finish : .none
    }
  }
}

/// A failed load or a refused address, as the screen shows it.
struct WebPageFailure: Equatable {
  let message: String
  /// The address Retry loads; nil for a refused address, which offers no Retry.
  let retryURL: URL?
}

// MARK: - WKNavigationDelegate

extension WebPageViewModel: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    requestState.value = .requesting
  }

  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) {
    loadDidEnd(with: nil)
  }

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    loadDidEnd(with: error)
  }

  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error) {
    loadDidEnd(with: error)
  }
}
