import KVOLite
import RxLite
import WebKitLite

extension WKWebView: ReactiveCompatible {}

extension Reactive where Base == WKWebView {
  /// The values of the web view's observable property at `keyPath`: the current one on
  /// subscription, then one after every change (key-value observing's `[.initial, .new]`).
  ///
  /// Every subscription registers its own observation on the web view, ended when it is
  /// disposed; subscribers that want to share one registration use `share(replay: 1)`. The web
  /// view is held weakly: the sequence completes when it is gone.
  @MainActor
  public func observe<Element: ObjCRepresentable>(_ keyPath: KeyPath<WKWebView, Element>)
    -> Observable<Element>
  {
    let webView = base
    return Observable.create { [weak webView] observer in
      guard let webView else {
        observer.onCompleted()
        return Disposables.create()
      }
      let observation = webView.observe(keyPath, options: [.initial, .new]) { webView, _ in
        observer.onNext(webView[keyPath: keyPath])
      }
      return Disposables.create { observation.invalidate() }
    }
  }

  /// The web view's navigation delegate proxy.
  @MainActor public var navigationDelegate: DelegateProxy<WKWebView, WKNavigationDelegate> {
    RxWKNavigationDelegateProxy.proxy(for: base)
  }

  /// Each navigation as it starts.
  @MainActor public var didStartLoad: Observable<WKNavigation> {
    RxWKNavigationDelegateProxy.proxy(for: base).didStartLoadSubject.asObservable()
  }

  /// Each navigation as it commits.
  @MainActor public var didCommit: Observable<WKNavigation> {
    RxWKNavigationDelegateProxy.proxy(for: base).didCommitSubject.asObservable()
  }

  /// Each navigation as it finishes.
  @MainActor public var didFinishLoad: Observable<WKNavigation> {
    RxWKNavigationDelegateProxy.proxy(for: base).didFinishLoadSubject.asObservable()
  }

  /// Each navigation that failed before its commit, with its error, as an element.
  @MainActor public var didFailProvisionalLoad: Observable<(WKNavigation, Error)> {
    RxWKNavigationDelegateProxy.proxy(for: base).didFailProvisionalLoadSubject.asObservable()
  }

  /// Each navigation that failed after its commit, with its error, as an element.
  @MainActor public var didFailLoad: Observable<(WKNavigation, Error)> {
    RxWKNavigationDelegateProxy.proxy(for: base).didFailLoadSubject.asObservable()
  }
}
