import Foundation
import StoreLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web view as the reducer sees it: a value of operations, so tests replace it with a
/// hand-driven fake.
struct WebViewClient {
  var load: @MainActor (URL) -> Void
  var goBack: @MainActor () -> Void
  var goForward: @MainActor () -> Void
  var reload: @MainActor () -> Void
  var stopLoading: @MainActor () -> Void
  /// Hands the web view's current state, then every change of its observable properties and
  /// every step of its navigations the screen cares about, to `onEvent` until the returned
  /// cancellable stops them.
  var follow: @MainActor (_ onEvent: @escaping @MainActor (WebViewEvent) -> Void) -> AnyCancellable
}

/// What the web view tells: one of its observable properties was set, or a navigation started
/// or failed.
enum WebViewEvent: Equatable {
  case estimatedProgressChanged(Double)
  case isLoadingChanged(Bool)
  case urlChanged(URL?)
  case titleChanged(String?)
  case canGoBackChanged(Bool)
  case canGoForwardChanged(Bool)
  case navigationStarted
  case navigationFailed(URLError)
}

extension WebViewClient {
  /// The client over a real `WKWebView`: change handlers on its observable properties, and a
  /// navigation delegate kept alive by the running effect.
  @MainActor
  static func live(_ webView: WKWebView) -> WebViewClient {
    WebViewClient(
      load: { webView.load(URLRequest(url: $0)) },
      goBack: { webView.goBack() },
      goForward: { webView.goForward() },
      reload: { webView.reload() },
      stopLoading: { webView.stopLoading() },
      follow: { [weak webView] onEvent in
        guard let webView else { return AnyCancellable {} }
        let delegate = NavigationForwarder(onEvent)
        webView.navigationDelegate = delegate
        let observations = [
          webView.addChangeHandler(for: \.estimatedProgress, initial: true) {
            onEvent(.estimatedProgressChanged($0))
          },
          webView.addChangeHandler(for: \.isLoading, initial: true) {
            onEvent(.isLoadingChanged($0))
          },
          webView.addChangeHandler(for: \.url, initial: true) { onEvent(.urlChanged($0)) },
          webView.addChangeHandler(for: \.title, initial: true) { onEvent(.titleChanged($0)) },
          webView.addChangeHandler(for: \.canGoBack, initial: true) {
            onEvent(.canGoBackChanged($0))
          },
          webView.addChangeHandler(for: \.canGoForward, initial: true) {
            onEvent(.canGoForwardChanged($0))
          },
        ]
        return AnyCancellable { [weak webView] in
          for observation in observations { observation.invalidate() }
          if webView?.navigationDelegate === delegate { webView?.navigationDelegate = nil }
        }
      })
  }
}

/// Forwards the navigation steps the screen cares about to a closure.
@MainActor
private final class NavigationForwarder: WKNavigationDelegate {
  let onEvent: @MainActor (WebViewEvent) -> Void

  init(_ onEvent: @escaping @MainActor (WebViewEvent) -> Void) {
    self.onEvent = onEvent
  }

  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation) {
    onEvent(.navigationStarted)
  }

  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    onEvent(.navigationFailed(Self.urlError(error)))
  }

  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error) {
    onEvent(.navigationFailed(Self.urlError(error)))
  }

  private static func urlError(_ error: Error) -> URLError {
    error as? URLError ?? URLError(.unknown)
  }
}
