// Async-await style, with a platform object that changes on its own. The buttons call the view
// model's main-actor methods directly (nothing there awaits); a task renders every event the
// view model reports, with `for await`. Following the web view is one more task, started when
// the screen appears and cancelled when it disappears: its task group reads one property per
// child, and cancelling it ends every loop and every observation of the web view. Both tasks
// belong to a `SceneTasks`, cancelled at the latest when the controller goes away.

import AsyncPlatform
import Domain
import Storyboards
import UIKitLite

/// The web page screen: buttons call the view model, the view model's events are rendered.
@MainActor
final class WebPageViewController: ViewController {
  let viewModel: WebPageViewModel
  private let pageView: WebPageView
  private let tasks = SceneTasks()
  private let following = SceneTasks()

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
    pageView.goButton.addTarget(self, action: WebPageViewController.goTapped, for: .touchUpInside)
    backButton.addTarget(viewModel, action: WebPageViewModel.backButtonTapped, for: .touchUpInside)
    forwardButton.addTarget(
      viewModel, action: WebPageViewModel.forwardButtonTapped, for: .touchUpInside)
    reloadButton.addTarget(
      viewModel, action: WebPageViewModel.reloadButtonTapped, for: .touchUpInside)
    stopButton.addTarget(viewModel, action: WebPageViewModel.stopButtonTapped, for: .touchUpInside)
    retryButton.addTarget(
      viewModel, action: WebPageViewModel.retryButtonTapped, for: .touchUpInside)
    tasks.run { [weak self, events = viewModel.events] in
      for await event in events {
        self?.show(event)
      }
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    following.run { [viewModel] in await viewModel.followPage() }
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    following.cancelAll()
  }

  // MARK: - Actions

  private func goTapped() {
    viewModel.goButtonTapped(address: addressField.text ?? "")
  }

  // MARK: - Rendering

  private func show(_ event: WebPageEvent) {
    switch event {
    case .loadingChanged(let loading):
      progressView.progress = loading.progress
      progressView.isHidden = !loading.isLoading
    case .addressChanged(let address):
      addressField.text = address
    case .titleChanged(let title):
      self.title = title
    case .buttonsChanged(let buttons):
      backButton.isEnabled = buttons.canGoBack
      forwardButton.isEnabled = buttons.canGoForward
      reloadButton.isEnabled = buttons.canReload
      stopButton.isEnabled = buttons.canStop
    case .failureChanged(let failure):
      showFailure(failure)
    }
  }

  private func showFailure(_ failure: WebPageFailure?) {
    guard let failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = !failure.canRetry
    failureView.isHidden = false
  }
}
