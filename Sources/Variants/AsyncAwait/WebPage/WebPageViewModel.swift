import AsyncPlatform
import Domain
import Foundation
import KVOLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Follows the web view with `for await` and reports what the screen shows on ``events``.
///
/// The web view's observable properties are async sequences (`webView.values(for:)`, the shape
/// of `publisher(for:).values`); ``followPage()`` reads each with `for await` in a child task of
/// one task group, so cancelling the task that follows the page ends every loop and every
/// observation under it. The buttons call the navigation methods directly: they are
/// synchronous calls on the main actor, with nothing to await. The view model is also the web
/// view's navigation delegate, for failures.
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

  // MARK: - Buttons

  /// Loads the address typed, or reports why it cannot be opened (without Retry).
  func goButtonTapped(address text: String) {
    switch WebAddress.url(from: text) {
    case .success(let url):
      webView.load(URLRequest(url: url))
    case .failure(let error):
      report(
        .failureChanged(
          WebPageFailure(message: WebPageStrings.message(for: error), canRetry: false)))
    }
  }

  func backButtonTapped() { webView.goBack() }
  func forwardButtonTapped() { webView.goForward() }
  func reloadButtonTapped() { webView.reload() }
  func stopButtonTapped() { webView.stopLoading() }

  /// Loads the address that failed last again.
  func retryButtonTapped() {
    guard let retryURL else { return }
    webView.load(URLRequest(url: retryURL))
  }

  // MARK: - Following the web view

  /// Reports the web view's current state, then every change of it, until the calling task is
  /// cancelled: one child task per observable property, in one discarding task group, so
  /// cancelling the caller ends every loop and every observation under them, and the call
  /// returns only when all have ended.
  ///
  /// The children name the property rather than carry a closure or a key path: a key path to a
  /// main-actor property cannot be formed in a child task's nonisolated closure, and a
  /// `@MainActor` child closure is rejected by the Swift 6.3 region checker ("pattern … does
  /// not understand"), so each child hops to the view model with a `Sendable` value.
  func followPage() async {
    await withDiscardingTaskGroup { group in
      group.addTask { await self.follow(.estimatedProgress) }
      group.addTask { await self.follow(.isLoading) }
      group.addTask { await self.follow(.url) }
      group.addTask { await self.follow(.title) }
      group.addTask { await self.follow(.canGoBack) }
      group.addTask { await self.follow(.canGoForward) }
    }
  }

  /// The web view's observable properties the screen follows.
  enum FollowedProperty: Sendable {
    case estimatedProgress, isLoading, url, title, canGoBack, canGoForward
  }

  /// Reports what depends on `property` with every value it takes, the current one first,
  /// until the calling task is cancelled.
  private func follow(_ property: FollowedProperty) async {
    switch property {
    case .estimatedProgress: await follow(\.estimatedProgress) { model, _ in model.reportLoading() }
    case .isLoading:
      await follow(\.isLoading) { model, _ in
        model.reportLoading()
        model.reportButtons()
      }
    case .url:
      await follow(\.url) { model, url in
        model.report(.addressChanged(url?.absoluteString ?? ""))
        model.reportTitle()
        model.reportButtons()
      }
    case .title: await follow(\.title) { model, _ in model.reportTitle() }
    case .canGoBack: await follow(\.canGoBack) { model, _ in model.reportButtons() }
    case .canGoForward: await follow(\.canGoForward) { model, _ in model.reportButtons() }
    }
  }

  /// Calls `report` with every value of the web view's property at `keyPath`, the current one
  /// first, until the calling task is cancelled.
  private func follow<Value: ObjCRepresentable & Sendable>(
    _ keyPath: KeyPath<WKWebView, Value>, report: (WebPageViewModel, Value) -> Void
  ) async {
    for await value in webView.values(for: keyPath) {
      guard !Task.isCancelled else { return }
      report(self, value)
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
