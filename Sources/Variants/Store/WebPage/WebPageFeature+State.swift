import Domain
import Foundation

extension WebPageFeature {
  /// Everything the web page screen shows, as one value: the web view's observable properties
  /// as the feature last heard them, and the failure to show.
  struct State: Equatable {
    var estimatedProgress = 0.0
    var isLoading = false
    var url: URL?
    var pageTitle: String?
    var canGoBack = false
    var canGoForward = false
    /// How many times the web view has set its address, equal addresses included: the address
    /// field shows the address again at every set, replacing what was typed.
    var addressRevision = 0
    /// The failure to show; nil while none.
    var failure: Failure?

    var navigationTitle: String { WebPageRules.navigationTitle(pageTitle: pageTitle, url: url) }
    var canReload: Bool { WebPageRules.canReload(url: url, isLoading: isLoading) }
    var address: String { url?.absoluteString ?? "" }
  }

  /// A failed load or a refused address, as the screen shows it.
  struct Failure: Equatable {
    var message: String
    /// The address Retry loads; nil when there is nothing to retry (a refused address).
    var retryURL: URL?
  }

  /// What happened: the user's taps, the screen appearing and going away, the web view's news.
  enum Action: Equatable {
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
  enum CancelID {
    case webView
  }
}
