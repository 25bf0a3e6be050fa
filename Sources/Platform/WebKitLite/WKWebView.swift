import Foundation
import KVOLite
import MainLoop

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A web view whose loads play from fixtures on the main loop (the stand-in for `WKWebView`).
///
/// The properties a screen follows are key-value observable, as `@objc dynamic` makes them on
/// iOS: observe them with `observe(\.estimatedProgress, options: .new) { … }` (KVOLite), or
/// through a runtime built on it. Only the web view sets them. A load sets `url` and
/// `isLoading` and starts `estimatedProgress` at 0.1; its commit shows the page, empties
/// `title` and updates `canGoBack`/`canGoForward`; its end sets `estimatedProgress` to 1 and
/// `isLoading` to false. A provisional failure puts `url` back to the committed page's.
@MainActor
public final class WKWebView: KVOObject {
  /// How much of the current load has arrived, from 0.1 at its start to 1 at its end.
  @Dynamic public private(set) var estimatedProgress = 0.0
  /// The document's title; empty from a commit until the page names itself.
  @Dynamic public private(set) var title: String? = nil
  /// Whether a navigation is in progress.
  @Dynamic public private(set) var isLoading = false
  /// The address being loaded, or of the page on display.
  @Dynamic public private(set) var url: URL? = nil
  @Dynamic public private(set) var canGoBack = false
  @Dynamic public private(set) var canGoForward = false

  /// Hears of every step of every navigation; not retained.
  public weak var navigationDelegate: WKNavigationDelegate?
  public let configuration: WKWebViewConfiguration
  public let backForwardList = WKBackForwardList()
  /// What the user sees of the page; lay it out in the screen's view tree.
  public let contentView = WKContentView()

  var playback: NavigationPlayback?
  var associatedObjects: [ObjectIdentifier: AnyObject] = [:]

  public init(configuration: WKWebViewConfiguration) {
    self.configuration = configuration
    super.init()
    configuration.register(self)
  }

  // MARK: - Navigating

  /// Loads `request` after the delegate allows it, superseding the navigation in progress.
  @discardableResult
  public func load(_ request: URLRequest) -> WKNavigation? {
    navigate(request, type: .other, commit: .push)
  }

  /// Loads the current page again.
  @discardableResult
  public func reload() -> WKNavigation? {
    guard let current = backForwardList.currentItem else { return nil }
    return navigate(URLRequest(url: current), type: .reload, commit: .replace)
  }

  /// Loads the previous page of the back-forward list.
  @discardableResult
  public func goBack() -> WKNavigation? {
    guard let back = backForwardList.backItem else { return nil }
    return navigate(URLRequest(url: back), type: .backForward, commit: .move(-1))
  }

  /// Loads the next page of the back-forward list.
  @discardableResult
  public func goForward() -> WKNavigation? {
    guard let forward = backForwardList.forwardItem else { return nil }
    return navigate(URLRequest(url: forward), type: .backForward, commit: .move(1))
  }

  /// Ends the navigation in progress; its delegate hears `URLError.cancelled`.
  public func stopLoading() {
    end(with: .cancelled)
  }

  // MARK: - Setting the observable state, for the playback

  func setProgress(_ value: Double) { estimatedProgress = value }
  func setTitle(_ value: String?) { title = value }
  func setLoading(_ value: Bool) { isLoading = value }
  func setURL(_ value: URL?) { url = value }

  func updateHistoryFlags() {
    let back = backForwardList.backItem != nil
    let forward = backForwardList.forwardItem != nil
    if canGoBack != back { canGoBack = back }
    if canGoForward != forward { canGoForward = forward }
  }
}
