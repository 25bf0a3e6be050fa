// Async-await style, with a platform object that changes on its own. The buttons yield what the
// user did into an `AsyncStream`; a task runs the view model over it, another renders every
// event the view model reports, with `for await`. Following the web view is six more tasks,
// one per property the view model reads as an async sequence, started when the screen appears
// and cancelled when it disappears, which ends every loop and every observation of the web
// view. All belong to a `SceneTasks`, cancelled at the latest when the controller goes away.

import AsyncPlatform
import Domain
import Storyboards
import UIKitLite

/// The web page screen: buttons into an input stream, the view model's events rendered.
@MainActor
final class WebPageViewController: ViewController {
  let viewModel: WebPageViewModel
  private let pageView: WebPageView
  private let tasks = SceneTasks()
  private let following = SceneTasks()
  private let (inputs, input) = AsyncStream<WebPageInput>.makeStream()

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
    pageView.goButton.addAction(
      Action { [weak self, input] _, _ in
        input.yield(.goButtonTapped(address: self?.addressField.text ?? ""))
      }, for: .touchUpInside)
    send(.backButtonTapped, from: backButton)
    send(.forwardButtonTapped, from: forwardButton)
    send(.reloadButtonTapped, from: reloadButton)
    send(.stopButtonTapped, from: stopButton)
    send(.retryButtonTapped, from: retryButton)
    tasks.run { [viewModel, inputs] in
      await viewModel.run(inputs: inputs)
    }
    tasks.run { [weak self, events = viewModel.events] in
      for await event in events {
        self?.show(event)
      }
    }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    viewModel.followPage(in: following)
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    following.cancelAll()
  }

  // MARK: - Inputs

  private func send(_ event: WebPageInput, from button: Button) {
    button.addAction(Action { [input] _, _ in input.yield(event) }, for: .touchUpInside)
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
