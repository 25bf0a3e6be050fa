// Store style, with a platform object that changes on its own. The view controller only sends
// actions — each button, the screen appearing and going away — and renders the state the
// store hands back. The web view is a dependency of the reducer: following it is one
// long-lived effect that turns each change of its observable properties into an action, so
// the page's progress, title and address reach the screen the way a tap does, through the
// reducer. `viewWillDisappear` cancels it. The whole state comes back after every action; the
// controller compares it with what it rendered last and touches only what changed.

import Domain
import StoreLite
import Storyboards
import UIKitLite
import WebKitLite

/// The web page screen: actions in, state out.
@MainActor
final class WebPageViewController: ViewController {
  typealias Feature = WebPageFeature

  let store: Store<Feature.State, Feature.Action>
  private let pageView: WebPageView
  private var observation: AnyCancellable?
  /// The state on screen; nil until the first render.
  private(set) var rendered: Feature.State?

  init(store: Store<Feature.State, Feature.Action>, webView: WKWebView) {
    self.store = store
    pageView = WebPageView(webView: webView)
    super.init()
  }

  // MARK: - Outlets

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
    pageView.goButton.addAction(
      UIKitLite.Action { [weak self] _, _ in
        guard let self else { return }
        store.send(.goButtonTapped(address: addressField.text ?? ""))
      }, for: .touchUpInside)
    let buttons: [(Button, Feature.Action)] = [
      (backButton, .backButtonTapped), (forwardButton, .forwardButtonTapped),
      (reloadButton, .reloadButtonTapped), (stopButton, .stopButtonTapped),
      (retryButton, .retryButtonTapped),
    ]
    for (button, action) in buttons {
      button.addAction(
        UIKitLite.Action { [weak self] _, _ in self?.store.send(action) }, for: .touchUpInside)
    }
    observation = store.observe { [weak self] state in self?.render(state) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    store.send(.viewWillAppear)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    store.send(.viewWillDisappear)
  }

  // MARK: - Rendering

  /// Brings the screen from ``rendered`` to `state`, touching only what changed.
  private func render(_ state: Feature.State) {
    let old = rendered
    rendered = state
    if state.isLoading != old?.isLoading || state.estimatedProgress != old?.estimatedProgress {
      progressView.progress = WebPageRules.progressBarValue(state.estimatedProgress)
      progressView.isHidden = !state.isLoading
    }
    if state.addressRevision != old?.addressRevision {
      addressField.text = state.address
    }
    if state.navigationTitle != old?.navigationTitle {
      title = state.navigationTitle
    }
    if state.canGoBack != old?.canGoBack { backButton.isEnabled = state.canGoBack }
    if state.canGoForward != old?.canGoForward { forwardButton.isEnabled = state.canGoForward }
    if state.canReload != old?.canReload { reloadButton.isEnabled = state.canReload }
    if state.isLoading != old?.isLoading { stopButton.isEnabled = state.isLoading }
    if state.failure != old?.failure || old == nil {
      renderFailure(state.failure)
    }
  }

  private func renderFailure(_ failure: Feature.Failure?) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = failure.retryURL == nil
    failureView.isHidden = false
  }
}
