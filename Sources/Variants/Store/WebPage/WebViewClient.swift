import Foundation
import KVOLite
import StoreLite
import WebKitLite

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The web view as the reducer sees it: a value of operations, so tests replace it with a
/// hand-driven fake.
struct WebViewClient: Sendable {
  var load: @MainActor @Sendable (URL) -> Void
  var goBack: @MainActor @Sendable () -> Void
  var goForward: @MainActor @Sendable () -> Void
  var reload: @MainActor @Sendable () -> Void
  var stopLoading: @MainActor @Sendable () -> Void
  /// The web view's current state, then every change of its observable properties and every
  /// step of its navigations the screen cares about, in order, until the iterating task is
  /// cancelled.
  var events: @MainActor @Sendable () -> AsyncStream<WebViewEvent>
}

/// What the web view tells: one of its observable properties was set, or a navigation started
/// or failed.
enum WebViewEvent: Equatable, Sendable {
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
  /// The client over a real `WKWebView`: key-value observations of its properties
  /// (`observe(\.title, options: [.initial, .new])`), and a navigation delegate, kept as long
  /// as the events are iterated.
  @MainActor
  static func live(_ webView: WKWebView) -> WebViewClient {
    WebViewClient(
      load: { webView.load(URLRequest(url: $0)) },
      goBack: { webView.goBack() },
      goForward: { webView.goForward() },
      reload: { webView.reload() },
      stopLoading: { webView.stopLoading() },
      events: { [weak webView] in
        let (events, continuation) = AsyncStream<WebViewEvent>.makeStream()
        guard let webView else {
          continuation.finish()
          return events
        }
        let delegate = NavigationForwarder { continuation.yield($0) }
        webView.navigationDelegate = delegate
        let options: NSKeyValueObservingOptions = [.initial, .new]
        let observations = [
          webView.observe(\.estimatedProgress, options: options) { webView, change in
            continuation.yield(.estimatedProgressChanged(change.newValue ?? webView.estimatedProgress))
          },
          webView.observe(\.isLoading, options: options) { webView, change in
            continuation.yield(.isLoadingChanged(change.newValue ?? webView.isLoading))
          },
          webView.observe(\.url, options: options) { webView, change in
            continuation.yield(.urlChanged(change.newValue ?? webView.url))
          },
          webView.observe(\.title, options: options) { webView, change in
            continuation.yield(.titleChanged(change.newValue ?? webView.title))
          },
          webView.observe(\.canGoBack, options: options) { webView, change in
            continuation.yield(.canGoBackChanged(change.newValue ?? webView.canGoBack))
          },
          webView.observe(\.canGoForward, options: options) { webView, change in
            continuation.yield(.canGoForwardChanged(change.newValue ?? webView.canGoForward))
          },
        ]
        let following = Following(webView, observations: observations, delegate: delegate)
        // Termination comes on the thread that cancelled the effect; what it stops is the web
        // view's, so it stops on the main actor.
        continuation.onTermination = { _ in
          Task { @MainActor in following.stop() }
        }
        return events
      })
  }
}

/// What following a web view holds: its observations and its navigation delegate.
@MainActor
private final class Following {
  private weak var webView: WKWebView?
  private let observations: [NSKeyValueObservation]
  private let delegate: NavigationForwarder

  init(_ webView: WKWebView, observations: [NSKeyValueObservation], delegate: NavigationForwarder) {
    self.webView = webView
    self.observations = observations
    self.delegate = delegate
  }

  /// Invalidates the observations and lets go of the web view's delegate.
  func stop() {
    for observation in observations { observation.invalidate() }
    if webView?.navigationDelegate === delegate { webView?.navigationDelegate = nil }
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

// MARK: - Dependency

extension DependencyValues {
  /// The web view the page screen shows.
  var webView: WebViewClient {
    get { self[WebViewClientKey.self] }
    set { self[WebViewClientKey.self] = newValue }
  }
}

private enum WebViewClientKey: DependencyKey {
  /// Unimplemented: the scene builder provides the live value from its environment.
  static var liveValue: WebViewClient {
    let missing: @MainActor @Sendable () -> Void = { reportIssue("WebViewClient is not provided") }
    return WebViewClient(
      load: { _ in missing() }, goBack: missing, goForward: missing, reload: missing,
      stopLoading: missing,
      events: {
        missing()
        return AsyncStream { $0.finish() }
      })
  }
}
