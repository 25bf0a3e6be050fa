import Foundation

/// Receives the steps of a web view's navigations (the stand-in for `WKNavigationDelegate`).
///
/// Every method has a default, as the optional protocol methods do on iOS: the policy decision
/// allows every navigation, the others do nothing. A navigation ends with exactly one of
/// `didFinish`, `didFail` (after its commit) or `didFailProvisionalNavigation` (before it); a
/// navigation superseded by a new load or ended by `stopLoading()` fails with
/// `URLError.cancelled`, as WebKit reports it.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
  /// Decides whether `navigationAction` may load; call `decisionHandler` exactly once.
  func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void)
  /// The navigation started: its request was sent.
  func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation)
  /// The server redirected the navigation; the web view's `url` is the new address.
  func webView(
    _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation)
  /// The navigation failed before any content arrived.
  func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error)
  /// The content started arriving: the page replaced the previous one.
  func webView(_ webView: WKWebView, didCommit navigation: WKNavigation)
  /// The navigation finished.
  func webView(_ webView: WKWebView, didFinish navigation: WKNavigation)
  /// The navigation failed after its commit.
  func webView(_ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error)
}

// MARK: - Default implementations

extension WKNavigationDelegate {
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    decisionHandler(.allow)
  }

  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation)
  {}

  public func webView(
    _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation
  ) {}

  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {}

  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation) {}

  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) {}

  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error
  ) {}
}
