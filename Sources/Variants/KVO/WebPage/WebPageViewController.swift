// KVO style, on its home ground: observing a platform object the app does not own. The web
// view's `estimatedProgress`, `title`, `isLoading`, `url`, `canGoBack` and `canGoForward` are
// `@objc dynamic` on iOS (`@Dynamic` here), and nothing else reports them — no delegate method
// tells the progress. The controller observes each with a typed
// `observe(\.estimatedProgress, options: [.initial, .new])` and keeps the
// `NSKeyValueObservation` tokens; they are made when the screen appears and invalidated when
// it disappears, so no notification can reach a controller that is gone (the crash of a
// forgotten `removeObserver` on old systems). The one state the web view does not hold — the
// failure to show — lives in `WebPageModel`, observed the same way. Buttons only call the model.

import Domain
import KVOLite
import Storyboards
import UIKitLite
import WebKitLite

/// The web page screen: target-action in, key-value observation of the web view out.
@MainActor
final class WebPageViewController: ViewController {
  let model: WebPageModel
  private let pageView: WebPageView
  var observations: [NSKeyValueObservation] = []

  init(model: WebPageModel) {
    self.model = model
    pageView = WebPageView(webView: model.webView)
    super.init()
  }

  // MARK: - Outlets

  var webView: WKWebView { pageView.webView }
  var addressField: TextField { pageView.addressField }
  var backButton: Button { pageView.backButton }
  var forwardButton: Button { pageView.forwardButton }
  var reloadButton: Button { pageView.reloadButton }
  var stopButton: Button { pageView.stopButton }
  var progressView: ProgressView { pageView.progressView }
  var failureView: View { pageView.failureView }
  var failureLabel: Label { pageView.failureLabel }
  var retryButton: Button { pageView.retryButton }

  // MARK: - Lifecycle

  override func loadView() {
    setView(pageView)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let controller = WebPageViewController.self
    pageView.goButton.addTarget(self, action: controller.goButtonTapped, for: .touchUpInside)
    backButton.addTarget(self, action: controller.backButtonTapped, for: .touchUpInside)
    forwardButton.addTarget(self, action: controller.forwardButtonTapped, for: .touchUpInside)
    reloadButton.addTarget(self, action: controller.reloadButtonTapped, for: .touchUpInside)
    stopButton.addTarget(self, action: controller.stopButtonTapped, for: .touchUpInside)
    retryButton.addTarget(self, action: controller.retryButtonTapped, for: .touchUpInside)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    observations = observeWebView() + [observeFailure()]
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for observation in observations { observation.invalidate() }
    observations = []
  }

  // MARK: - Actions

  private func goButtonTapped() { model.go(to: addressField.text ?? "") }
  private func backButtonTapped() { model.goBack() }
  private func forwardButtonTapped() { model.goForward() }
  private func reloadButtonTapped() { model.reload() }
  private func stopButtonTapped() { model.stopLoading() }
  private func retryButtonTapped() { model.retry() }
}
