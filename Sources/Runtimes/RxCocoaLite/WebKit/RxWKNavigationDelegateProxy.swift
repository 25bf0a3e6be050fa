import RxLite
import WebKitLite

extension WKWebView: HasAssociatedObjects {}

/// The navigation delegate proxy of a ``WKWebView``: forwards each navigation step to the web
/// view's previous navigation delegate, then emits it.
@MainActor
open class RxWKNavigationDelegateProxy: DelegateProxy<WKWebView, WKNavigationDelegate>,
  DelegateProxyType, WKNavigationDelegate
{
  /// The web view the proxy is installed on.
  public private(set) weak var webView: WKWebView?

  let didStartLoadSubject = PublishSubject<WKNavigation>()
  let didCommitSubject = PublishSubject<WKNavigation>()
  let didFinishLoadSubject = PublishSubject<WKNavigation>()
  let didFailProvisionalLoadSubject = PublishSubject<(WKNavigation, Error)>()
  let didFailLoadSubject = PublishSubject<(WKNavigation, Error)>()

  /// Creates a proxy for `webView`; use ``DelegateProxyType/proxy(for:)`` to get one.
  public init(webView: ParentObject) {
    self.webView = webView
    super.init(parentObject: webView, delegateProxy: RxWKNavigationDelegateProxy.self)
  }

  /// Completes the proxy's sequences: its parent is gone.
  isolated deinit {
    didStartLoadSubject.on(.completed)
    didCommitSubject.on(.completed)
    didFinishLoadSubject.on(.completed)
    didFailProvisionalLoadSubject.on(.completed)
    didFailLoadSubject.on(.completed)
  }

  /// Registers the proxy for every web view.
  public static func registerKnownImplementations() {
    register { RxWKNavigationDelegateProxy(webView: $0) }
  }

  /// The web view's navigation delegate.
  public static func currentDelegate(for object: WKWebView) -> WKNavigationDelegate? {
    object.navigationDelegate
  }

  /// Sets the web view's navigation delegate.
  public static func setCurrentDelegate(_ delegate: WKNavigationDelegate?, to object: WKWebView) {
    object.navigationDelegate = delegate
  }

  // MARK: - WKNavigationDelegate

  /// Asks the forward-to delegate, allowing when there is none.
  public func webView(
    _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
    decisionHandler: @escaping @MainActor (WKNavigationActionPolicy) -> Void
  ) {
    guard let delegate = forwardToDelegate() else { return decisionHandler(.allow) }
    delegate.webView(webView, decidePolicyFor: navigationAction, decisionHandler: decisionHandler)
  }

  public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation)
  {
    forwardToDelegate()?.webView(webView, didStartProvisionalNavigation: navigation)
    didStartLoadSubject.on(.next(navigation))
  }

  public func webView(
    _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation
  ) {
    forwardToDelegate()?.webView(
      webView, didReceiveServerRedirectForProvisionalNavigation: navigation)
  }

  public func webView(
    _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation,
    withError error: Error
  ) {
    forwardToDelegate()?.webView(
      webView, didFailProvisionalNavigation: navigation, withError: error)
    didFailProvisionalLoadSubject.on(.next((navigation, error)))
  }

  public func webView(_ webView: WKWebView, didCommit navigation: WKNavigation) {
    forwardToDelegate()?.webView(webView, didCommit: navigation)
    didCommitSubject.on(.next(navigation))
  }

  public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation) {
    forwardToDelegate()?.webView(webView, didFinish: navigation)
    didFinishLoadSubject.on(.next(navigation))
  }

  public func webView(
    _ webView: WKWebView, didFail navigation: WKNavigation, withError error: Error
  ) {
    forwardToDelegate()?.webView(webView, didFail: navigation, withError: error)
    didFailLoadSubject.on(.next((navigation, error)))
  }
}
