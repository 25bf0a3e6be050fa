import AsyncPlatform
import Domain
import Foundation
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Follows the web view with `for await` and reports what the screen shows on ``events``.
///
/// The web view's observable properties are async sequences (`webView.values(for:)`, the shape
/// of `publisher(for:).values`); ``followPage(in:)`` reads each with `for await` in a task of
/// the caller's `SceneTasks`, so cancelling those ends every loop and every observation under
/// them. The user's inputs arrive on a stream read by ``run(inputs:)``. The
/// view model is also the web view's navigation delegate, for failures.
@MainActor
final class WebPageViewModel {
  /// What the screen shows, in the order it changed.
  let events: AsyncStream<WebPageEvent>
  let webView: WKWebView
  private let eventsContinuation: AsyncStream<WebPageEvent>.Continuation
  private var retryURL: URL?

  init(webView: WKWebView) {
    self.webView = webView
    (events, eventsContinuation) = AsyncStream.makeStream(bufferingPolicy: .unbounded)
    webView.navigationDelegate = self
  }

  // MARK: - Inputs

  /// Applies each input until `inputs` ends or the calling task is cancelled.
  func run(inputs: AsyncStream<WebPageInput>) async {
    for await input in inputs {
      switch input {
      case .goButtonTapped(let address): go(to: address)
      case .backButtonTapped: webView.goBack()
      case .forwardButtonTapped: webView.goForward()
      case .reloadButtonTapped: webView.reload()
      case .stopButtonTapped: webView.stopLoading()
      case .retryButtonTapped: retry()
      }
    }
  }

  private func go(to text: String) {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
    case .failure(let error):
      report(
        .failureChanged(
          WebPageFailure(message: WebPageStrings.message(for: error), canRetry: false)))
    }
  }

  private func retry() {
    guard let retryURL else { return }
    webView.load(URLRequest(url: retryURL))
  }

  // MARK: - Following the web view

  /// Reports the web view's current state, then every change of it, from one task per
  /// observable property, started in `tasks`; cancelling them ends every loop and every
  /// observation under them.
  func followPage(in tasks: SceneTasks) {
    let webView = webView
    tasks.run { [weak self, values = webView.values(for: \.estimatedProgress)] in
      for await _ in values { self?.reportLoading() }
    }
    tasks.run { [weak self, values = webView.values(for: \.isLoading)] in
      for await _ in values {
        self?.reportLoading()
        self?.reportButtons()
      }
    }
    tasks.run { [weak self, values = webView.values(for: \.url)] in
      for await url in values {
        self?.report(.addressChanged(url?.absoluteString ?? ""))
        self?.reportTitle()
        self?.reportButtons()
      }
    }
    tasks.run { [weak self, values = webView.values(for: \.title)] in
      for await _ in values { self?.reportTitle() }
    }
    tasks.run { [weak self, values = webView.values(for: \.canGoBack)] in
      for await _ in values { self?.reportButtons() }
    }
    tasks.run { [weak self, values = webView.values(for: \.canGoForward)] in
      for await _ in values { self?.reportButtons() }
    }
  }

  // MARK: - Reports

  private func report(_ event: WebPageEvent) {
    eventsContinuation.yield(event)
  }

  private func reportLoading() {
    report(
      .loadingChanged(
        WebPageLoading(
          isLoading: webView.isLoading,
          progress: WebPageRules.progressBarValue(webView.estimatedProgress))))
  }

  private func reportTitle() {
    report(.titleChanged(WebPageRules.navigationTitle(pageTitle: webView.title, url: webView.url)))
  }

  private func reportButtons() {
    report(
      .buttonsChanged(
        WebPageButtons(
          canGoBack: webView.canGoBack, canGoForward: webView.canGoForward,
          canReload: WebPageRules.canReload(url: webView.url, isLoading: webView.isLoading),
          canStop: webView.isLoading)))
  }

  private func loadDidFail(with error: Error) {
    guard let message = WebPageRules.failureMessage(for: error) else { return }
    retryURL = WebPageRules.retryURL(after: error)
    report(.failureChanged(WebPageFailure(message: message, canRetry: true)))
  }
}

// MARK: - WKNavigationDelegate

extension WebPageViewModel: WKNavigationDelegate {
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    report(.failureChanged(nil))
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
