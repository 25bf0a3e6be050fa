// Callback style, with a platform object that changes on its own. The web view's progress,
// title and address change without anyone asking — the timeline of a load, a redirect — so
// beside the one question with an immediate answer (`go(to:)` returns why an address is
// refused), the view model pushes every change through five closure properties the controller
// sets once, capturing `[weak self]`. The view model follows the web view only while the
// screen is shown: it starts in `viewWillAppear` and stops in `viewWillDisappear`.

import Domain
import Storyboards
import UIKitLite
import WebKitLite

/// The web page screen: target-action in, closures out.
@MainActor
final class WebPageViewController: ViewController {
  let viewModel: WebPageViewModel
  private let pageView: WebPageView

  init(viewModel: WebPageViewModel) {
    self.viewModel = viewModel
    pageView = WebPageView(webView: viewModel.webView)
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
    viewModel.onLoadingChange = { [weak self] loading in self?.showLoading(loading) }
    viewModel.onAddressChange = { [weak self] address in self?.addressField.text = address }
    viewModel.onTitleChange = { [weak self] title in self?.title = title }
    viewModel.onButtonsChange = { [weak self] buttons in self?.showButtons(buttons) }
    viewModel.onFailureChange = { [weak self] failure in self?.showFailure(failure) }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.startFollowingPage()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    viewModel.stopFollowingPage()
  }

  // MARK: - Actions

  private func goButtonTapped() {
    if let refusal = viewModel.go(to: addressField.text ?? "") { showFailure(refusal) }
  }

  private func backButtonTapped() { viewModel.goBack() }
  private func forwardButtonTapped() { viewModel.goForward() }
  private func reloadButtonTapped() { viewModel.reload() }
  private func stopButtonTapped() { viewModel.stopLoading() }
  private func retryButtonTapped() { viewModel.retry() }

  // MARK: - Rendering

  private func showLoading(_ loading: WebPageViewModel.Loading) {
    progressView.progress = loading.progress
    progressView.isHidden = !loading.isLoading
  }

  private func showButtons(_ buttons: WebPageViewModel.Buttons) {
    backButton.isEnabled = buttons.canGoBack
    forwardButton.isEnabled = buttons.canGoForward
    reloadButton.isEnabled = buttons.canReload
    stopButton.isEnabled = buttons.canStop
  }

  private func showFailure(_ failure: WebPageViewModel.Failure?) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = !failure.canRetry
    failureView.isHidden = false
  }
}
