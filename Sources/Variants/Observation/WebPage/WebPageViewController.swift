// Observation style, with a platform object that changes on its own. The screen never reads
// the web view: `WebPageModel` mirrors its key-value observable properties into `@Observable`
// ones, and five tracked renders — progress, address, title, buttons, failure — each read the
// part of the model they show, so a change of the page's title re-renders the title only. The
// model mirrors the web view and the renders follow the model while the screen is shown: both
// start in `viewWillAppear` and end in `viewWillDisappear`. Buttons only call the model.

import Domain
import MainLoop
import ObservationTracking
import Storyboards
import UIKitLite

/// The web page screen: target-action in, tracked renders of the model out.
@MainActor
final class WebPageViewController: ViewController {
  let model: WebPageModel
  private let mainLoop: MainLoop
  private let pageView: WebPageView
  private var renders: [TrackedRender] = []

  init(model: WebPageModel, mainLoop: MainLoop) {
    self.model = model
    self.mainLoop = mainLoop
    pageView = WebPageView(webView: model.webView)
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

  /// Whether the screen follows its model.
  var isRendering: Bool { !renders.isEmpty }

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
    model.startMirroring()
    renders = [
      observe(on: mainLoop) { [weak self] in self?.renderProgress() },
      observe(on: mainLoop) { [weak self] in self?.renderAddress() },
      observe(on: mainLoop) { [weak self] in self?.renderTitle() },
      observe(on: mainLoop) { [weak self] in self?.renderButtons() },
      observe(on: mainLoop) { [weak self] in self?.renderFailure() },
    ]
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    for render in renders { render.cancel() }
    renders = []
    model.stopMirroring()
  }

  // MARK: - Actions

  private func goButtonTapped() { model.go(to: addressField.text ?? "") }
  private func backButtonTapped() { model.goBack() }
  private func forwardButtonTapped() { model.goForward() }
  private func reloadButtonTapped() { model.reload() }
  private func stopButtonTapped() { model.stopLoading() }
  private func retryButtonTapped() { model.retry() }

  // MARK: - Rendering; what each reads is what it follows

  private func renderProgress() {
    progressView.progress = model.progressBarValue
    progressView.isHidden = !model.isLoading
  }

  /// Shows the address at every set of it, replacing what was typed.
  private func renderAddress() {
    _ = model.addressRevision
    addressField.text = model.address
  }

  private func renderTitle() {
    title = model.navigationTitle
  }

  private func renderButtons() {
    backButton.isEnabled = model.canGoBack
    forwardButton.isEnabled = model.canGoForward
    reloadButton.isEnabled = model.canReload
    stopButton.isEnabled = model.isLoading
  }

  private func renderFailure() {
    guard let failure = model.failure else {
      failureView.isHidden = true
      return
    }
    failureLabel.text = failure.message
    retryButton.isHidden = failure.retryURL == nil
    failureView.isHidden = false
  }
}
