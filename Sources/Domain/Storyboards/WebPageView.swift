import Domain
import UIKitLite
import WebKitLite

/// The web page screen, shared by every variant (the stand-in for its storyboard): address
/// field and Go, back, forward, reload and stop, the progress bar, the failure message with
/// Retry, and the web view's content. Every navigation button starts disabled; the progress
/// bar and the failure message start hidden.
@MainActor
public final class WebPageView: View {
  public let addressField = TextField(
    identifier: "addressField", placeholder: WebPageStrings.addressPlaceholder)
  public let goButton = Button(identifier: "goButton", title: WebPageStrings.goButtonTitle)
  public let backButton = Button(identifier: "backButton", title: WebPageStrings.backButtonTitle)
  public let forwardButton = Button(
    identifier: "forwardButton", title: WebPageStrings.forwardButtonTitle)
  public let reloadButton = Button(
    identifier: "reloadButton", title: WebPageStrings.reloadButtonTitle)
  public let stopButton = Button(identifier: "stopButton", title: WebPageStrings.stopButtonTitle)
  public let progressView = ProgressView(identifier: "progressView")
  /// The failure message and its Retry button; hidden until something fails.
  public let failureView = View(identifier: "failureView")
  public let failureLabel = Label(identifier: "failureLabel")
  public let retryButton = Button(identifier: "retryButton", title: WebPageStrings.retryButtonTitle)
  /// The web view the screen shows; its content is laid out below the bars.
  public let webView: WKWebView

  /// Lays out the screen around `webView` (made by the scene with the environment's
  /// configuration, as a storyboard makes one with the default configuration).
  public init(webView: WKWebView) {
    self.webView = webView
    super.init(identifier: "webPageScreen")
    webView.contentView.accessibilityIdentifier = "webView"
    for button in [backButton, forwardButton, reloadButton, stopButton] {
      button.isEnabled = false
    }
    progressView.isHidden = true
    failureView.isHidden = true
    failureView.addSubview(failureLabel)
    failureView.addSubview(retryButton)
    for widget in [
      addressField, goButton, backButton, forwardButton, reloadButton, stopButton, progressView,
      failureView, webView.contentView,
    ] as [View] {
      addSubview(widget)
    }
  }

  public override var snapshotKind: String { "screen" }
}
