// Delegate style, following a platform object. The presenter owns what the screen shows —
// loading and progress, the address, the title, the buttons, the failure — and every change
// goes out through a `didSet` to `WebPagePresenterDelegate`, whatever caused it: a tap, or the
// web view moving on its own (the presenter follows it with change handlers, and is its
// `WKNavigationDelegate` for failures). The controller forwards user events and renders what
// it is told. It becomes the presenter's delegate when it appears, which starts the following
// and announces the whole state, and stops being it when it disappears.

import Domain
import Storyboards
import UIKitLite
import WebKitLite

/// The web page screen: target-action in, delegate calls out.
@MainActor
final class WebPageViewController: ViewController {
  let presenter: WebPagePresenter
  private let pageView: WebPageView

  init(presenter: WebPagePresenter) {
    self.presenter = presenter
    pageView = WebPageView(webView: presenter.webView)
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
    presenter.delegate = self
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    presenter.delegate = nil
  }

  // MARK: - Actions

  private func goButtonTapped() { presenter.goButtonTapped(address: addressField.text ?? "") }
  private func backButtonTapped() { presenter.backButtonTapped() }
  private func forwardButtonTapped() { presenter.forwardButtonTapped() }
  private func reloadButtonTapped() { presenter.reloadButtonTapped() }
  private func stopButtonTapped() { presenter.stopButtonTapped() }
  private func retryButtonTapped() { presenter.retryButtonTapped() }
}

// MARK: - WebPagePresenterDelegate

extension WebPageViewController: WebPagePresenterDelegate {
  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateLoading loading: WebPagePresenter.Loading
  ) {
    progressView.progress = loading.progress
    progressView.isHidden = !loading.isLoading
  }

  func webPagePresenter(_ presenter: WebPagePresenter, didChangeAddress address: String) {
    addressField.text = address
  }

  func webPagePresenter(_ presenter: WebPagePresenter, didChangeTitle title: String) {
    self.title = title
  }

  func webPagePresenter(
    _ presenter: WebPagePresenter, didUpdateButtons buttons: WebPagePresenter.Buttons
  ) {
    backButton.isEnabled = buttons.canGoBack
    forwardButton.isEnabled = buttons.canGoForward
    reloadButton.isEnabled = buttons.canReload
    stopButton.isEnabled = buttons.canStop
  }

  func webPagePresenter(
    _ presenter: WebPagePresenter, didChangeFailure failure: WebPagePresenter.Failure?
  ) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = failure.retryURL == nil
    failureView.isHidden = false
  }
}
