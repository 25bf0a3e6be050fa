// Store style, with a platform object that changes on its own. The view controller only sends
// actions — each button, the screen appearing and going away — and renders the store's state.
// The web view is a dependency of the reducer: following it is one long-lived effect that
// iterates its key-value observations and turns each change into an action, so the page's
// progress, title and address reach the screen the way a tap does, through the reducer.
// `viewWillDisappear` cancels it. Each `observe { … }` reads a few properties of the state and
// runs again when one of those is set.

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
  private var observations: [ObserveToken] = []

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
    observeState()
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

  /// Renders the state: one `observe` per part of the screen.
  private func observeState() {
    observations = [
      observe { [weak self] in
        guard let self else { return }
        progressView.progress = WebPageRules.progressBarValue(store.estimatedProgress)
        progressView.isHidden = !store.isLoading
      },
      observe { [weak self] in
        guard let self else { return }
        addressField.text = store.address
      },
      observe { [weak self] in
        guard let self else { return }
        title = store.navigationTitle
      },
      observe { [weak self] in
        guard let self else { return }
        backButton.isEnabled = store.canGoBack
        forwardButton.isEnabled = store.canGoForward
        reloadButton.isEnabled = store.canReload
        stopButton.isEnabled = store.isLoading
      },
      observe { [weak self] in self?.renderFailure(self?.store.failure) },
    ]
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
