import Domain
import Foundation
import StoreLite

extension WebPageFeature {
  /// Everything the web page screen shows, as one value: the web view's observable properties
  /// as the feature last heard them, and the failure to show; written the way
  /// `@ObservableState` expands it.
  struct State: Equatable, ObservableState {
    var estimatedProgress: Double {
      get {
        _$observationRegistrar.access(self, keyPath: \.estimatedProgress)
        return _estimatedProgress
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.estimatedProgress, &_estimatedProgress, newValue) }
    }

    var isLoading: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.isLoading)
        return _isLoading
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.isLoading, &_isLoading, newValue) }
    }

    /// The web view's address; every set of it, equal addresses included, shows it again in
    /// the address field, replacing what was typed.
    var url: URL? {
      get {
        _$observationRegistrar.access(self, keyPath: \.url)
        return _url
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.url, &_url, newValue) }
    }

    var pageTitle: String? {
      get {
        _$observationRegistrar.access(self, keyPath: \.pageTitle)
        return _pageTitle
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.pageTitle, &_pageTitle, newValue) }
    }

    var canGoBack: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.canGoBack)
        return _canGoBack
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.canGoBack, &_canGoBack, newValue) }
    }

    var canGoForward: Bool {
      get {
        _$observationRegistrar.access(self, keyPath: \.canGoForward)
        return _canGoForward
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.canGoForward, &_canGoForward, newValue) }
    }

    /// The failure to show; nil while none.
    var failure: Failure? {
      get {
        _$observationRegistrar.access(self, keyPath: \.failure)
        return _failure
      }
      set { _$observationRegistrar.mutate(self, keyPath: \.failure, &_failure, newValue) }
    }

    // MARK: - What @ObservableState adds

    private var _estimatedProgress: Double = 0.0
    private var _isLoading: Bool = false
    private var _url: URL? = nil
    private var _pageTitle: String? = nil
    private var _canGoBack: Bool = false
    private var _canGoForward: Bool = false
    private var _failure: Failure? = nil
    private let _$observationRegistrar = ObservationStateRegistrar()
    var _$id: ObservableStateID { _$observationRegistrar.id }

    var navigationTitle: String { WebPageRules.navigationTitle(pageTitle: pageTitle, url: url) }
    var canReload: Bool { WebPageRules.canReload(url: url, isLoading: isLoading) }
    var address: String { url?.absoluteString ?? "" }
  }

  /// A failed load or a refused address, as the screen shows it.
  struct Failure: Equatable, Sendable {
    var message: String
    /// The address Retry loads; nil when there is nothing to retry (a refused address).
    var retryURL: URL?
  }

  /// What happened: the user's taps, the screen appearing and going away, the web view's news.
  enum Action: Equatable, Sendable {
    case viewWillAppear
    case viewWillDisappear
    case goButtonTapped(address: String)
    case backButtonTapped
    case forwardButtonTapped
    case reloadButtonTapped
    case stopButtonTapped
    case retryButtonTapped
    case webView(WebViewEvent)
  }

  /// The id the long-lived effect that follows the web view runs under.
  enum CancelID: Sendable {
    case webView
  }
}
